import { COMPANY_PROOF_PAGE } from '@agrolease/contracts/company-proof-values';
import { Alert } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Stack, Text } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';

/** In place of «Подписать» while the account's company is not proven (decision 0156). */
export function CompanyProofNeeded() {
  return (
    <Alert color="yellow" icon={<IconShieldCheck size={18} />} title="Организация не подтверждена" w="100%">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          Заявка сохранена как черновик. Отправить и подписать её можно после того, как вы подтвердите право
          действовать от имени организации: электронной подписью руководителя или документами.
        </Text>
        <PlainButton component={AppLink} to={COMPANY_PROOF_PAGE} variant="light" size="sm">
          Подтвердить организацию
        </PlainButton>
      </Stack>
    </Alert>
  );
}
