import type { TCallReply } from '@agrolease/contracts';
import type { psdScheme } from '@agrolease/contracts/document-orders';
import type { TFormItem } from '@agrolease/contracts/wizard';
import { Alert, Button, Checkbox, Group as MantineGroup, Radio, Select, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { PhoneInput } from '../../forms/phone-input';
import { Group, Paper, Stack, Text, Title } from '../../plain/mantine-markup';
import { DynamicForm } from '../../wizard/dynamic-form';
import { formatDate } from './post-form';
import { useFormPost } from './use-form-post';

type Scheme = TCallReply<typeof psdScheme>;

const ADDRESS_ITEM: TFormItem = {
  field: 'post_addr_kladr',
  type: 'kladr',
  title: 'Адрес доставки',
  value: '',
  error: '',
  group: '',
  code: '',
  required: true,
  props: { placeholder: 'Город, улица, дом' },
};

/** The document order form driven by psdscheme (spec 1 §3 "Document order"). */
export function DocumentOrderForm({ scheme, onSent }: { scheme: Scheme; onSent: (code: string) => void }) {
  const [typeId, setTypeId] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [delivery, setDelivery] = useState('1');
  const [orders, setOrders] = useState<string[]>(
    scheme.orders.length === 1 ? [String(scheme.orders[0]?.id)] : [],
  );
  const [contact, setContact] = useState<string | null>(null);
  const [recipient, setRecipient] = useState('');
  const [phone, setPhone] = useState('');
  const [isEmail, setIsEmail] = useState(false);
  const { errors, setErrors, message, busy, post } = useFormPost();
  const type = scheme.types.find((one) => String(one.id) === typeId);
  const setValue = (field: string, value: unknown) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function send() {
    const form = new FormData();
    form.append('id_type', typeId ?? '');
    form.append('PSDDeliveryType', delivery);
    for (const id of orders) form.append('id_CabinetOrder[]', id);
    if (contact) form.append('id_Contact', contact);
    form.append('isemail', isEmail ? '1' : '0');
    if (delivery !== '1') {
      form.append('delivery_contact', recipient);
      form.append('delivery_contact_phone', phone);
    }
    if (delivery === '3') form.append('post_addr_kladr', String(values.post_addr_kladr ?? ''));
    for (const field of type?.fields ?? []) form.append(field.field, String(values[field.field] ?? ''));
    setErrors({});
    const sent = await post<{ code: string }>('/SetPSD', form);
    if (sent) onSent(sent.code);
  }

  const needsContact = delivery === '1' || isEmail;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" aria-label="Заказ документов">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Новый заказ
        </Title>
        {message && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {message}
          </Alert>
        )}
        {scheme.orders.length === 0 ? (
          <Text c="dimmed">
            Документы можно заказать по действующим договорам лизинга. Договоров пока нет.
          </Text>
        ) : (
          <Checkbox.Group
            label="Договоры"
            required
            value={orders}
            onChange={setOrders}
            error={errors.id_CabinetOrder}
          >
            <Stack gap={6} mt={6}>
              {scheme.orders.map((order) => (
                <Checkbox
                  key={order.id}
                  value={String(order.id)}
                  label={`${order.contract_name} от ${formatDate(order.contract_date)}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Select
          label="Документ"
          placeholder="Выберите документ"
          required
          data={scheme.types.map((one) => ({ value: String(one.id), label: one.title }))}
          value={typeId}
          onChange={setTypeId}
          error={errors.id_type}
          allowDeselect={false}
        />
        {type && <DynamicForm items={type.fields} values={values} errors={errors} onChange={setValue} />}
        <Radio.Group
          label="Способ получения"
          required
          value={delivery}
          onChange={setDelivery}
          error={errors.PSDDeliveryType}
        >
          <Stack gap={6} mt={6}>
            {scheme.delivery_types.map((one) => (
              <Radio key={one.id} value={String(one.id)} label={one.title} />
            ))}
          </Stack>
        </Radio.Group>
        {delivery === '3' && (
          <DynamicForm items={[ADDRESS_ITEM]} values={values} errors={errors} onChange={setValue} />
        )}
        {delivery !== '1' && (
          <MantineGroup grow align="flex-start" wrap="wrap">
            <TextInput
              label="Получатель (ФИО)"
              required
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              error={errors.delivery_contact}
              miw={220}
            />
            <PhoneInput
              label="Телефон получателя"
              required
              placeholder="+7 999 123-45-67"
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              error={errors.delivery_contact_phone}
              miw={220}
            />
          </MantineGroup>
        )}
        {delivery !== '1' && (
          <Checkbox
            label="Дополнительно прислать скан на e-mail"
            checked={isEmail}
            onChange={(event) => setIsEmail(event.currentTarget.checked)}
          />
        )}
        {needsContact && (
          <Select
            label="Контактное лицо для отправки на e-mail"
            placeholder={
              scheme.contacts.length === 0 ? 'Добавьте контакт в разделе «Контакты»' : 'Выберите контакт'
            }
            required
            data={scheme.contacts.map((one) => ({
              value: String(one.id),
              label: one.email ? `${one.name} — ${one.email}` : one.name,
            }))}
            value={contact}
            onChange={setContact}
            error={errors.id_Contact}
          />
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} />}
            loading={busy}
            onClick={send}
            disabled={scheme.orders.length === 0}
          >
            Заказать
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
