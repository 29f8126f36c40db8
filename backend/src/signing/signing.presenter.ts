import { ApiProperty } from '@nestjs/swagger';
import { Bool, Instant, Int, Nested, OneOf, Text } from '@app/common/openapi';

/** One public key of a JWKS (RFC 8037): an Ed25519 key. */
export class JwkResponse {
  @OneOf(['OKP']) kty: 'OKP';
  @OneOf(['Ed25519']) crv: 'Ed25519';
  @Text({ description: 'cheia publică, 32 de octeți, base64url' }) x: string;
  @Text() kid: string;
  @OneOf(['EdDSA']) alg: 'EdDSA';
  @OneOf(['sig']) use: 'sig';
}

export class JwksResponse {
  @Nested([JwkResponse]) keys: JwkResponse[];
}

/** The company's new signing key after a rotation: only its public half. */
export class SigningKeyResponse {
  @Text() kid: string;
  @Text({ description: 'cheia publică, base64url' }) x: string;
  @Instant() created_at: Date;
}

/** One of the company's keys, as role 2 sees it in the company settings ("Chei de semnare"). */
export class SigningKeyRow {
  @Int() id: number;
  @Text() kid: string;
  @Text({ description: 'cheia publică, base64url' }) x: string;
  @Bool({ description: 'semnează permisele noi' }) current: boolean;
  @Instant() created_at: Date;
  @Instant({ nullable: true, description: 'înlocuită (rotită) sau retrasă' }) retired_at: Date | null;
  @Instant({ nullable: true, description: 'retrasă ca fiind compromisă' }) compromised_at: Date | null;
  @Int({ description: 'permise încă valabile semnate cu ea (de re-emis, dacă e retrasă)' }) valid_passes: number;
}

export class SigningKeysResponse {
  @Nested([SigningKeyRow]) keys: SigningKeyRow[];
}

export class ReissueTokensResponse {
  @Int({ description: 'permise semnate din nou' }) reissued: number;
}

export class RevokedPass {
  @Text() code: string;
  @Instant({ nullable: true, description: 'anulat atunci (null: pescarul a ieșit)' }) cancelled_at: Date | null;
  @Instant({ nullable: true, description: 'pescarul a ieșit atunci (null: anulat)' }) exited_at: Date | null;
  @Instant() valid_to: Date;
}

/**
 * The company's revocation list for the offline verification page: every cancelled pass still
 * inside its validity (or, with `after`, those cancelled after that sequence number) and the keys
 * retired as compromised.
 */
export class RevocationsResponse {
  @Instant({ nullable: true, description: 'parametrul `since` al cererii, repetat (paginile vechi); lista e întreagă' })
  since: Date | null;
  @Instant({ description: 'momentul răspunsului' }) synced_at: Date;
  @Int({ description: 'ultimul număr al secvenței de anulări: următoarea sincronizare cere `?after=seq`' })
  seq: number;
  @Bool({ description: 'true: lista întreagă (înlocuiește ce e păstrat); false: doar ce urmează după `after`' })
  full: boolean;
  @Nested([RevokedPass]) revoked: RevokedPass[];
  @ApiProperty({
    type: String,
    isArray: true,
    description: 'kid-urile cheilor retrase (compromise): orice permis semnat cu ele se re-emite',
  })
  retired_kids: string[];
}
