import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { cancelResetLinks, PasswordHasher } from '@app/auth/passwords';
import { revokeSessions } from '@app/auth/sessions';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { RoleId } from '@app/common/roles';
import { manyToOne } from '@app/common/sql';
import { tenantWhere } from '@app/common/tenancy';
import { CompanyListsService } from '@app/companies/company-lists.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { emailTaken, unlessEmailTaken } from './email-taken';
import { User } from './entities/user.entity';
import { presentSessionUser, SessionUserResponse } from './user.presenter';
import { withTransaction } from '@app/common/transactions';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companyLists: CompanyListsService,
    private readonly passwords: PasswordHasher,
  ) {}

  /** The user as GET /api/user and login answer it: with the company and its nested lists. */
  async presentWithCompany(userId: number): Promise<SessionUserResponse> {
    // Query builder, not findOne with relations: one statement instead of a distinct-ids query first.
    const [user] = await manyToOne(
      'users.withCompany',
      this.users.createQueryBuilder('u').leftJoinAndSelect('u.company', 'c').where('u.id = :userId', { userId }),
    );
    if (!user) throw AppException.notFound();
    const company = user.company
      ? { company: user.company, nested: await this.companyLists.nested(user.company.id) }
      : null;
    return presentSessionUser(user, company);
  }

  /** Own profile: name, email, phone; a new email or password needs the current password. */
  async updateOwnProfile(actor: AuthUser, id: number, dto: UpdateProfileDto): Promise<SessionUserResponse> {
    if (actor.id !== id) throw AppException.forbidden('Vă puteți modifica doar propriul profil.');
    const user = await this.users.findOne({ where: { id }, select: { id: true, email: true, password: true } });
    if (!user) throw AppException.notFound();

    const changesEmail = dto.email !== undefined && dto.email !== user.email;
    const changesPassword = dto.password !== undefined;
    if (changesEmail || changesPassword) {
      if (!dto.current_password) throw AppException.invalid({ current_password: ['Introduceți parola actuală.'] });
      if (!(await this.passwords.verify(user.password, dto.current_password))) {
        throw AppException.invalid({ current_password: ['Parola actuală nu este corectă.'] });
      }
    }
    if (changesEmail && (await this.users.exists({ where: { email: dto.email, id: Not(id) }, withDeleted: true }))) {
      throw emailTaken();
    }

    const patch: Partial<User> = {};
    if (dto.name !== undefined) patch.name = dto.name;
    if (changesEmail) patch.email = dto.email;
    if (dto.phone !== undefined) patch.phone = dto.phone || null;
    if (changesPassword) patch.password = await this.passwords.hash(dto.password as string);

    await withTransaction(this.dataSource, async (em) => {
      if (Object.keys(patch).length) await unlessEmailTaken(() => em.update(User, { id }, patch));
      // A new password ends every other session at once (this one stays signed in); a new password or
      // a new address ends every reset link (mailed to the address the account had).
      if (changesPassword || changesEmail) await cancelResetLinks(em, id);
      if (changesPassword) await revokeSessions(em, id, actor.token_id);
    });
    return this.presentWithCompany(id);
  }

  /** The names of a company's users by id, the deleted ones too (the audit trail's actors). */
  async names(companyId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const users = await this.users.find({
      where: tenantWhere<User>(companyId, { id: In(ids) }),
      withDeleted: true,
      select: { id: true, name: true },
    });
    return new Map(users.map((u) => [u.id, u.name]));
  }

  /** How many users each of these companies has (the platform's company list). */
  async countsByCompany(companyIds: number[]): Promise<Map<number, number>> {
    if (!companyIds.length) return new Map();
    const rows = await this.users
      .createQueryBuilder('u')
      .select('u.company_id', 'company_id')
      .addSelect('COUNT(*)', 'n')
      .where({ company_id: In(companyIds) })
      .groupBy('u.company_id')
      .getRawMany<{ company_id: number; n: string | number }>();
    return new Map(rows.map((r) => [Number(r.company_id), Number(r.n)]));
  }

  /** The account signing in: its password hash, role and company (whether suspended). */
  forLogin(email: string): Promise<User | null> {
    return this.users.findOne({
      where: { email },
      select: { id: true, password: true, company_id: true, role: true },
      relations: { company: true },
    });
  }

  /** A sign-in happened now; `patch` may carry the password rehashed with today's parameters. */
  async recordLogin(id: number, patch: Pick<Partial<User>, 'password'> = {}): Promise<void> {
    await this.users.update({ id }, { last_login_at: new Date(), ...patch });
  }

  /** Whether an account, deleted ones included, already has this email. */
  emailTaken(email: string): Promise<boolean> {
    return this.users.exists({ where: { email }, withDeleted: true });
  }

  /**
   * A new company administrator without a company yet (self registration), signed in now; the
   * email taken by a concurrent registration since the caller's check is emailTaken()'s 422.
   */
  async createCompanyAdmin(account: { name: string; email: string; passwordHash: string }): Promise<number> {
    const saved = await unlessEmailTaken(() =>
      this.users.save(
        this.users.create({
          name: account.name,
          email: account.email,
          password: account.passwordHash,
          role: RoleId.CompanyAdmin,
          company_id: null,
          phone: null,
          last_login_at: new Date(),
        }),
      ),
    );
    return saved.id;
  }

  /** The account a reset link goes to, with its company (a suspended one gets none). */
  forPasswordReset(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email }, relations: { company: true } });
  }

  /** A new password hash, inside the caller's transaction (the reset link's). */
  async setPassword(em: EntityManager, id: number, passwordHash: string): Promise<void> {
    await em.update(User, { id }, { password: passwordHash });
  }

  /**
   * The administrator who created a company becomes its member, inside the creation's transaction; false
   * when they have a company already (conditional: of two creations at once only one joins).
   */
  async joinCompany(em: EntityManager, id: number, companyId: number): Promise<boolean> {
    const joined = await em.update(User, { id, company_id: IsNull() }, { company_id: companyId });
    return !!joined.affected;
  }
}
