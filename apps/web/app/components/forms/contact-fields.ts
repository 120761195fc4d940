/**
 * The fields of the short service forms, apart from the form's code: a page that loads the form
 * later (hydrateLater, decision 0136) names its fields without loading the form.
 */
export interface ContactField {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email' | 'number' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
}

export const NAME_FIELD: ContactField = {
  name: 'name',
  label: 'Как к вам обращаться',
  required: true,
  autoComplete: 'name',
};
export const PHONE_FIELD: ContactField = {
  name: 'phone',
  label: 'Телефон',
  required: true,
  type: 'tel',
  placeholder: '+7 999 123-45-67',
  autoComplete: 'tel',
};
