import { ManagerReplyForm } from './manager-reply-form';

/** The manager's answer to one complaint: text and an optional file (multipart). */
export function ComplaintAnswerForm({ id, onAnswered }: { id: number; onAnswered: () => void }) {
  return (
    <ManagerReplyForm
      path="/Backoffice/ComplaintAnswer"
      fields={{ id_complaint: String(id) }}
      textLabel="Ответ клиенту"
      textRows={3}
      textRequired="Напишите ответ"
      fileLabel="Файл к ответу"
      submitLabel="Отправить ответ"
      onSent={onAnswered}
    />
  );
}
