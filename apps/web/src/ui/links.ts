/** Links that hand off to the phone: dialling and mail. */

/** tel: links take digits and a leading + only; operators write phones with dashes and spaces. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
