import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { normalizeIp, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Public } from '../decorators';
import { commaBelow } from './fields';
import { ro } from './messages';

/**
 * The validators of the forms anyone can send without an account (a booking request now, a
 * competition registration later): the limits are in SECURITY.md ("Public forms").
 */

/**
 * Letters of any language (ă â î ș ț too, composed or not), with spaces, hyphens, apostrophes and
 * dots between them. A letter carries at most two marks: a pile of them draws over the lines around
 * the name in a list.
 */
export const PERSON_NAME = /^\p{L}\p{M}{0,2}(?:\p{L}\p{M}{0,2}|[ .'’-])*$/u;
export const PERSON_NAME_MESSAGE = 'Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.';

/** A phone written for the whole world: +, a country code and at most 15 digits. */
export const E164 = /^\+[1-9]\d{7,14}$/;
export const PUBLIC_PHONE_MESSAGE = 'Numărul de telefon nu este valid. Scrieți-l ca 0722 123 456 sau +40 722 123 456.';

/**
 * One spelling of a phone (E.164), for storing and for every limit: "0725 000 009",
 * "+40 725 000 009", "0040725000009" and "40725000009" are all "+40725000009". A Romanian number
 * is 0 and 9 digits; any other country's needs its code (+ or 00). Null when it is none of these.
 */
export function toE164(raw: string): string | null {
  const e164 = e164Start(raw);
  if (e164 === null || (e164.startsWith('+40') && e164.length !== 12)) return null;
  return E164.test(e164) ? e164 : null;
}

/** The E.164 spelling of what was typed so far ("0755 12" -> "+4075512"), for a search by a phone's start. */
export function e164Start(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `+40${digits.slice(1)}`;
  if (digits.startsWith('40') && digits.length === 11) return `+${digits}`;
  return null;
}

/**
 * The address a public form's limits count: an IPv4 address as it is, an IPv6 one by its /64, the
 * network one home or one phone's connection gets (so a new address of it is not a new sender),
 * as the rate limits count it.
 */
export function publicAddress(ip: string): string {
  return normalizeIp(ip);
}

/**
 * The 429 of a public form over its pending requests (per phone, address or e-mail): the same words
 * whichever limit refused, so nobody learns from it that a phone or an e-mail has requests waiting
 * (SECURITY.md, "Public forms").
 */
export const PENDING_LIMIT_MESSAGE =
  'Nu putem primi această cerere acum. Încercați din nou mai târziu sau sunați la baltă.';

/** An e-mail address as a limit counts it: trimmed and lower-cased ("Ion@X.ro " is "ion@x.ro"). */
export const emailKey = (email: string) => email.trim().toLowerCase();

const trimSpaces = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? commaBelow(value.trim().replace(/ {2,}/g, ' ')) : value;
const phone = ({ value }: { value: unknown }) => (typeof value === 'string' ? (toE164(value) ?? value.trim()) : value);

/** A person's name on a public form: required, letters and the few marks names use. */
export const PersonName = (max: number, example?: string) =>
  applyDecorators(
    ApiProperty({
      type: String,
      maxLength: max,
      example,
      description: 'litere, spații, cratime, apostrofuri și puncte',
    }),
    Transform(trimSpaces),
    IsNotEmpty({ message: ro.required }),
    IsString({ message: ro.string }),
    MaxLength(max, { message: ro.maxLength }),
    Matches(PERSON_NAME, { message: PERSON_NAME_MESSAGE }),
  );

/**
 * A team's name on a public form: letters of any language, digits, spaces and the usual marks,
 * starting with a letter or a digit. It is read by the staff, on the public live page and in the
 * fee's bon fiscal line, so no control characters (a newline, a NUL), direction overrides, tags or
 * a spreadsheet formula's leading "=".
 */
export const TEAM_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'’"„”“«»&()!?#/+:–-]*$/u;
export const TEAM_NAME_MESSAGE =
  "Numele echipei poate conține doar litere, cifre, spații și semnele obișnuite (. , - ' „ ” & ( ) ! ?).";

/** A team's name on a public form: required, at most `max` characters, TEAM_NAME. */
export const TeamName = (max: number, example?: string) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: max, example, description: 'litere, cifre, spații și semnele obișnuite' }),
    Transform(trimSpaces),
    IsNotEmpty({ message: ro.required }),
    IsString({ message: ro.string }),
    MaxLength(max, { message: ro.maxLength }),
    Matches(TEAM_NAME, { message: TEAM_NAME_MESSAGE }),
  );

/** A phone on a public form: required, turned into E.164 (toE164) before anything counts or stores it. */
export const PublicPhone = (example?: string) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: 32, example, description: 'se păstrează în forma E.164 (+40722123456)' }),
    Transform(phone),
    IsNotEmpty({ message: ro.required }),
    IsString({ message: ro.string }),
    Matches(E164, { message: PUBLIC_PHONE_MESSAGE }),
  );

/**
 * A public form's endpoint, no account needed, with the limits of SECURITY.md ("Public forms"):
 * 10 a minute per IP, 6 an hour per phone. The phone is the body's `phoneField` in E.164 (every
 * spelling of it counts once), `otherwise` as written when it is not one; per IP without a phone.
 */
export const PublicForm = (phoneField: string, otherwise: (phone: string) => string) =>
  applyDecorators(
    Public(),
    UseGuards(ThrottlerGuard),
    Throttle({
      ip: { limit: 10, ttl: 60_000 },
      account: {
        limit: 6,
        ttl: 3_600_000,
        getTracker: (req: Record<string, unknown>) => {
          const phone = (req.body as Record<string, unknown> | undefined)?.[phoneField];
          return Promise.resolve(
            typeof phone === 'string' ? `phone:${toE164(phone) ?? otherwise(phone)}` : publicAddress(String(req.ip)),
          );
        },
      },
    }),
  );
