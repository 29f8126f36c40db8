import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { tenantWhere } from '@app/common/tenancy';
import { SigningService } from '@app/signing/signing.service';
import { Pass } from './entities/pass.entity';

/**
 * The passes as the signing feature reads and writes them (their tokens, the revocation list, the
 * keys' passes still valid): handed over to SigningService as this module starts, since the
 * signing cannot import the passes (they sign with it).
 */
@Injectable()
export class PassTokens implements OnModuleInit {
  constructor(
    @InjectRepository(Pass) private readonly passes: Repository<Pass>,
    private readonly signing: SigningService,
  ) {}

  onModuleInit(): void {
    this.signing.useSources({
      storeToken: (companyId, passId, token, keyId) => this.storeToken(companyId, passId, token, keyId),
      signsValidPass: (keyId, at) => this.passes.exists({ where: { signing_key_id: keyId, valid_to: MoreThan(at) } }),
      validPasses: (keyId, at) => this.passes.count({ where: { signing_key_id: keyId, valid_to: MoreThan(at) } }),
      revoked: (companyId, after, at) => this.revoked(companyId, after, at),
      signedBy: (companyId, keyIds, at, take) => this.signedBy(companyId, keyIds, at, take),
      replaceToken: async (companyId, passId, fromKeyId, token, keyId) =>
        (
          await this.passes.update(tenantWhere<Pass>(companyId, { id: passId, signing_key_id: fromKeyId }), {
            token,
            signing_key_id: keyId,
          })
        ).affected ?? 0,
    });
  }

  /** Stores a pass's first token unless one was stored meanwhile; answers the one stored. */
  private async storeToken(companyId: number, passId: number, token: string, keyId: number): Promise<string | null> {
    await this.passes.update(tenantWhere<Pass>(companyId, { id: passId, token: IsNull() }), {
      token,
      signing_key_id: keyId,
    });
    const stored = await this.passes.findOneOrFail({
      where: tenantWhere<Pass>(companyId, { id: passId }),
      select: { id: true, token: true },
    });
    return stored.token;
  }

  /** Cancelled passes and passes whose angler has exited, still valid at `at` (after a revocation number). */
  private revoked(companyId: number, after: number | null, at: Date) {
    return this.passes.find({
      where: [{ status: 'cancelled' as const }, { status: 'active' as const, checked_out_at: Not(IsNull()) }].map(
        (state) =>
          tenantWhere<Pass>(companyId, {
            ...state,
            valid_to: MoreThan(at),
            ...(after === null ? {} : { revocation_seq: MoreThan(after) }),
          }),
      ),
      select: { id: true, code: true, status: true, cancelled_at: true, checked_out_at: true, valid_to: true },
      order: { id: 'ASC' },
    });
  }

  /** A batch of the passes still valid at `at` that these keys signed, with what their claims name. */
  private signedBy(companyId: number, keyIds: number[], at: Date, take: number) {
    return this.passes.find({
      where: tenantWhere<Pass>(companyId, { signing_key_id: In(keyIds), valid_to: MoreThan(at) }),
      select: {
        id: true,
        code: true,
        series: true,
        number: true,
        valid_from: true,
        valid_to: true,
        signing_key_id: true,
        client: { id: true, first_name: true, last_name: true },
        water: { id: true, name: true },
        plan: { id: true, name: true },
      },
      relations: { client: true, water: true, plan: true },
      order: { id: 'ASC' },
      take,
    });
  }
}
