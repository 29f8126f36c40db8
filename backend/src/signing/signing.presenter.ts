import { Instant, Nested, OneOf, Text } from '@app/common/openapi';

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

export class RevokedPass {
  @Text() code: string;
  @Instant() cancelled_at: Date;
}

/** Passes cancelled since an instant (at most 90 days back), for the offline verification page. */
export class RevocationsResponse {
  @Instant({ description: 'de când (cel mult 90 de zile în urmă)' }) since: Date;
  @Instant({ description: 'momentul răspunsului: următoarea sincronizare cere de aici' }) synced_at: Date;
  @Nested([RevokedPass]) revoked: RevokedPass[];
}
