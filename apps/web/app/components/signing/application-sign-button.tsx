import type { TSignReply } from '@agrolease/contracts/signing';
import { Button, type ButtonProps } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { deferred, useOnceTrue } from '../deferred/deferred';
import { signingApi } from './signing-api';

/** The signing dialog (code entry, CryptoPro's certificates) is fetched when first opened: not in the wizard's first load. */
const SignDialog = deferred(() => import('./sign-dialog').then((module) => module.SignDialog));

/**
 * Step 8 of the application wizard: signs every document of the draft by the SMS code
 * (CabinetApplicationSignSES), or through CryptoPro when the plug-in is present, which also
 * sends the application. `documents` (original downloads) enables the certificate method.
 */
export function ApplicationSignButton({
  applicationId,
  documents,
  onSigned,
  children = 'Подписать и отправить заявку',
  ...buttonProps
}: {
  applicationId: number;
  documents?: { id: number; title: string; src: string }[];
  onSigned?: (reply: TSignReply) => void;
  children?: React.ReactNode;
} & ButtonProps) {
  const [opened, setOpened] = useState(false);
  const wanted = useOnceTrue(opened);
  return (
    <>
      <Button leftSection={<IconSignature size={18} />} onClick={() => setOpened(true)} {...buttonProps}>
        {children}
      </Button>
      {wanted && (
        <SignDialog
          opened={opened}
          onClose={() => setOpened(false)}
          title="Подписание документов заявки"
          requestCode={() => signingApi.signApplication(applicationId)}
          sign={(code) => signingApi.signApplication(applicationId, code)}
          certificate={
            documents && documents.length > 0
              ? {
                  documents,
                  submit: (cms, thumbprint) =>
                    signingApi.signApplicationByCertificate(applicationId, cms, thumbprint),
                }
              : undefined
          }
          onSigned={onSigned}
        />
      )}
    </>
  );
}
