import type { TGeo } from '@agrolease/contracts/geo';
import { formatPhone, readableAddress, readableRegion } from '@agrolease/domain';
import { Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PlainButton } from '../plain/plain-button';
import type { Shown } from '../popups/popup-queue';
import { AppLink } from '../routing/app-link';
import classes from './geo.module.css';
import { geoApi } from './geo-api';
import { shouldSearchCity } from './geo-choice';
import { useGeo } from './geo-context';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; items: TGeo[] }
  | { status: 'failed' };

/** 'Выберите город': search after more than 3 characters, debounced 300 ms. */
function CityPickerModal({ opened }: { opened: boolean }) {
  const { closePicker, choose } = useGeo();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (!shouldSearchCity(debounced)) {
      setSearch({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setSearch({ status: 'loading' });
    geoApi
      .searchCities(debounced, controller.signal)
      .then((items) => setSearch({ status: 'done', items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setSearch({ status: 'failed' });
        return error;
      });
    return () => controller.abort();
  }, [debounced]);

  return (
    <Modal opened={opened} onClose={closePicker} title="Выберите город" centered size="lg">
      <Stack>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder="Не введено"
          aria-label="Название города"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.status === 'loading' ? <Loader size="xs" /> : null}
          data-autofocus
        />
        {search.status === 'idle' && (
          <Text fz="sm" c="dimmed">
            Начните вводить название города — поиск начнётся с четвёртой буквы.
          </Text>
        )}
        {search.status === 'failed' && (
          <Text fz="sm" c="red.7">
            Не удалось выполнить поиск. Проверьте соединение и попробуйте ещё раз.
          </Text>
        )}
        {search.status === 'done' && search.items.length === 0 && <Text fz="sm">Ничего не найдено</Text>}
        {search.status === 'done' && search.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
            {search.items.map((city) => (
              <UnstyledButton
                key={city.fiascode}
                className={classes.city}
                onClick={() => {
                  setText('');
                  choose(city);
                }}
              >
                <Text fw={600} fz="sm">
                  {city.city}
                </Text>
                <Text fz="xs" c="dimmed">
                  {readableRegion(city.region_with_type)}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * 'В вашем регионе есть филиал … по адресу {address}' with 'Показать'. The queue moves on (to the
 * cookie bar) once the notice has faded out, not while it fades (issue 39).
 */
function BranchNoticeModal({ opened }: { opened: boolean }) {
  const { branch, closeBranch } = useGeo();
  const [closing, setClosing] = useState(false);
  const close = () => setClosing(true);
  return (
    <Modal
      opened={opened && branch !== null && !closing}
      onClose={close}
      onExitTransitionEnd={() => {
        if (!closing) return;
        setClosing(false);
        closeBranch();
      }}
      title="В вашем регионе есть филиал"
      centered
      size="md"
    >
      {branch && (
        <Stack>
          <Text>
            В вашем регионе есть филиал «{branch.title}» по адресу {readableAddress(branch.address)}
          </Text>
          <Text fz="sm" c="dimmed">
            Телефон: {formatPhone(branch.phone)}
          </Text>
          <Group justify="flex-end">
            <PlainButton variant="default" onClick={close}>
              Закрыть
            </PlainButton>
            <PlainButton component={AppLink} to={`/company/filials/${branch.id}`} onClick={close}>
              Показать
            </PlainButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The city picker and the branch notice, when the page's notice queue shows one of them. */
export function GeoModals({ shown }: { shown: Shown }) {
  return (
    <>
      <CityPickerModal opened={shown === 'picker'} />
      <BranchNoticeModal opened={shown === 'branch'} />
    </>
  );
}
