/** The company's free number across Russia, in the headers, the phone's menu, the footer and the cabinet's help. */
export const FREE_PHONE = { display: '8 800 000-00-00', href: 'tel:88000000000' };
