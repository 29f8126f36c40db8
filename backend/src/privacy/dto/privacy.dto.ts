import { RequiredText } from '@app/common/validation/fields';

/** POST {base}/clients/{id}/consent: what the client agrees to, word for word. */
export class ConsentDto {
  @RequiredText(5000, 'Sunt de acord ca firma să păstreze o copie a actului meu de identitate ...')
  consent_text: string;
}

/** POST {base}/clients/{id}/anonymize. */
export class AnonymizeDto {
  @RequiredText(255, 'Cererea clientului din 12.05.2026')
  reason: string;
}
