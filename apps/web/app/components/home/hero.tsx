import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconTractor } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home.module.css';

export interface HeroData {
  title: string;
  subtitle: string;
  stats: { value: string; label: string }[];
}

export function Hero({ hero }: { hero: HeroData }) {
  return (
    <Box className={classes.hero} py={{ base: 40, sm: 64 }}>
      <Container>
        <Stack gap="lg" maw={760}>
          <Title order={1} c="white" fz={{ base: 30, sm: 44 }} lh={1.15}>
            {hero.title}
          </Title>
          <Text c="field.0" fz={{ base: 'md', sm: 'lg' }}>
            {hero.subtitle}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/catalog/"
              size="md"
              color="yellow.5"
              c="dark.9"
              leftSection={<IconTractor size={20} />}
            >
              Подобрать технику
            </Button>
            <Button
              component={Link}
              to="/calculator/"
              size="md"
              variant="white"
              leftSection={<IconCalculator size={20} />}
            >
              Рассчитать лизинг
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 2, md: 4 }} mt={48} spacing="md">
          {hero.stats.map((stat) => (
            <Box key={stat.label} className={classes.stat}>
              <Text fz={{ base: 24, sm: 32 }} fw={800} c="white" lh={1.1}>
                {stat.value}
              </Text>
              <Text fz="sm" c="field.1">
                {stat.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
