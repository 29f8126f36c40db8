import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A company's Ed25519 key that signs its passes. The private key is stored encrypted
 * (AES-256-GCM under a key derived from SIGNING_KEY_SECRET or JWT_SECRET, see signing-crypto.ts)
 * and never leaves SigningService. `current` is 1 on the key that signs new passes and NULL on
 * retired ones: the unique index allows one current key per company. A key is made when an
 * authenticated action first needs one (the first signed pass, a rotation), never by a public read.
 */
@Entity('signing_keys')
@Index('UQ_signing_keys_company_current', ['company_id', 'current'], { unique: true })
export class SigningKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Index('UQ_signing_keys_kid', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  kid: string;

  /** The raw 32-byte public key, base64url (the JWK's `x`). */
  @Column({ type: 'varchar', length: 64 })
  public_x: string;

  /** `iv.tag.ciphertext` (base64url) of the PKCS#8 private key. */
  @Column({ type: 'text' })
  private_enc: string;

  @Column({ type: 'int', nullable: true })
  current: number | null;

  @CreateDateColumn()
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  retired_at: Date | null;

  /**
   * Set when a company administrator retires the key as compromised: it signs nothing more, leaves
   * the JWKS, and every pass it signed verifies as "Cheie retrasă — re-emiteți permisul" until its
   * token is signed again (SigningService.retire, reissueTokens).
   */
  @Column({ type: 'datetime', nullable: true })
  compromised_at: Date | null;
}
