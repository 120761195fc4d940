import type { TSignReply } from '@agrolease/contracts/signing';
import { Button, type ButtonProps } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { SignDialog } from './sign-dialog';
import { signingApi } from './signing-api';

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
  return (
    <>
      <Button leftSection={<IconSignature size={18} />} onClick={() => setOpened(true)} {...buttonProps}>
        {children}
      </Button>
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
    </>
  );
}
