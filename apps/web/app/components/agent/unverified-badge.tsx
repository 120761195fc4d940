import { Badge, Tooltip } from '@mantine/core';

/** A contractor the agent entered by hand: not checked until a manager does (decision 0179). */
export function UnverifiedBadge() {
  return (
    <Tooltip label="Организации нет в реестре: её данные проверит менеджер Агролизинга" multiline w={260}>
      <Badge color="orange" variant="light" data-testid="contractor-unverified">
        не проверено
      </Badge>
    </Tooltip>
  );
}
