import { Badge } from '@mantine/core';

/** «От агента: …»: an application an agent started for the company (decision 0108). */
export function AgentBadge({ agent }: { agent: { title: string; inn: string } | null }) {
  if (!agent) return null;
  return (
    <Badge
      variant="light"
      color="violet"
      radius="sm"
      title={`Агент, ИНН ${agent.inn}`}
      data-testid="agent-badge"
      styles={{
        root: { maxWidth: '100%', height: 'auto', whiteSpace: 'normal' },
        label: { overflow: 'visible' },
      }}
    >
      От агента: {agent.title}
    </Badge>
  );
}
