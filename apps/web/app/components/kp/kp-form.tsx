import type { TKpRequestReply } from '@agrolease/contracts/calculator';
import type { TErrorReply } from '@agrolease/contracts/error-reply';
import { KP_FILE_LIMIT_BYTES } from '@agrolease/domain/commercial-offer-request';
import { normalizePhone } from '@agrolease/domain/contact-validators';
import { fileLabel } from '@agrolease/domain/file-name';
import { formatFileSize } from '@agrolease/domain/ru-format';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection, IMAGE_MIME_TYPE, PDF_MIME_TYPE } from '@mantine/dropzone';
import { IconCircleCheck, IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CaptchaField } from '../auth/captcha-field';
import { useHydrated } from '../deferred/deferred';
import { PhoneInput } from '../forms/phone-input';

type Errors = Partial<Record<'file' | 'phone' | 'comment' | 'form', string>>;

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return 'Файл больше 15 МБ';
  if (code === 'too-many-files') return 'Приложите один файл';
  return 'Допустимы PDF или изображение (JPEG, PNG, WebP)';
}

/** /kp/: a supplier's commercial offer plus a phone number; the browser uploads it to /srv/KPRequest. */
export function KpForm() {
  const [file, setFile] = useState<File | null>(null);
  const [phone, setPhone] = useState('+7 ');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<TKpRequestReply | null>(null);
  // A file chosen before the form is live would be dropped by the hydration: the field waits.
  const live = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!file) found.file = 'Приложите коммерческое предложение';
    if (!normalizePhone(phone)) found.phone = 'Телефон в формате +7 и десять цифр';
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    // The captcha of the public forms (decision 0152): the test token, or the widget's answer.
    const captcha = new FormData(event.currentTarget as HTMLFormElement).get('g-recaptcha-response');
    const form = new FormData();
    form.set('g-recaptcha-response', typeof captcha === 'string' ? captcha : '');
    form.set('phone', phone);
    form.set('comment', comment);
    form.set('file', file);
    setSending(true);
    try {
      const response = await fetch('/srv/KPRequest', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const body = (await response.json()) as TKpRequestReply | TErrorReply;
      if (body.success) {
        setDone(body);
      } else {
        const fields: Errors = { form: body.error_message };
        for (const item of body.errors_list) {
          if (item.prop === 'file' || item.prop === 'phone' || item.prop === 'comment')
            fields[item.prop] = item.error;
        }
        setErrors(fields);
      }
    } catch {
      setErrors({ form: 'Не удалось отправить заявку. Проверьте соединение и повторите.' });
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} role="status">
        <Stack align="center" gap="sm" py="md">
          <ThemeIcon size={56} radius="xl" color="field" variant="light">
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text fw={700} fz="lg" ta="center">
            Заявка отправлена
          </Text>
          <Text ta="center" maw={460} data-testid="kp-confirmation">
            {done.message}
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Dropzone
            onDrop={(files) => {
              setFile(files[0] ?? null);
              setErrors((previous) => ({ ...previous, file: undefined }));
            }}
            onReject={(rejections) =>
              setErrors((previous) => ({ ...previous, file: rejectionMessage(rejections) }))
            }
            maxSize={KP_FILE_LIMIT_BYTES}
            maxFiles={1}
            multiple={false}
            accept={[...PDF_MIME_TYPE, ...IMAGE_MIME_TYPE]}
            loading={sending}
            disabled={!live}
            aria-label="Файл коммерческого предложения"
            // react-dropzone names its hidden input «file upload» for screen readers.
            inputProps={{ 'aria-label': 'Выбрать файл коммерческого предложения' }}
            name="file"
          >
            <Group justify="center" gap="lg" mih={120} wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={44} stroke={1.5} color="var(--mantine-color-field-7)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileText size={44} stroke={1.5} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                {file ? (
                  <>
                    <Text fw={600} data-testid="kp-file">
                      {fileLabel(file.name)}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {formatFileSize(file.size)} · нажмите, чтобы заменить
                    </Text>
                  </>
                ) : (
                  <>
                    <Text fw={600}>Перетащите файл сюда или нажмите, чтобы выбрать</Text>
                    <Text fz="sm" c="dimmed">
                      PDF или фото коммерческого предложения, до 15 МБ
                    </Text>
                  </>
                )}
              </div>
            </Group>
          </Dropzone>
          {errors.file && (
            <Text c="red" fz="sm" mt={6} role="alert">
              {errors.file}
            </Text>
          )}
        </div>
        <PhoneInput
          label="Телефон"
          placeholder="+7 900 000-00-00"
          required
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone}
          maw={320}
        />
        <Textarea
          label="Комментарий"
          placeholder="Например: интересует срок 5 лет и аванс 10 %"
          autosize
          minRows={3}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={errors.comment}
        />
        <CaptchaField />
        {errors.form && !errors.file && !errors.phone && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" loading={sending} disabled={!live}>
            Получить расчёт
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          Отправляя заявку, вы соглашаетесь с условиями <a href="/pd/">обработки персональных данных</a>.
        </Text>
      </Stack>
    </Paper>
  );
}
