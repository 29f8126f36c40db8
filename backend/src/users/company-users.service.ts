import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not, Repository } from 'typeorm';
import { cancelResetLinks, PasswordHasher } from '@app/auth/passwords';
import { revokeSessions } from '@app/auth/sessions';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { likeAny, likePattern, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { CompanyUserFilterDto, CreateCompanyUserDto, UpdateCompanyUserDto } from './dto/company-user.dto';
import { emailTaken, unlessEmailTaken } from './email-taken';
import { RoleId, User } from './entities/user.entity';
import { presentCompanyUser } from './user.presenter';
import { withTransaction } from '@app/common/transactions';
import { writeLock } from '@app/common/row-lock';

const SORT = {
  name: 'u.name',
  email: 'u.email',
  role: 'u.role',
  created_at: 'u.created_at',
  last_login_at: 'u.last_login_at',
};
const LAST_ADMIN = 'Firma trebuie să aibă cel puțin un administrator activ.';
const OWN_ACCOUNT = 'E-mailul și parola contului tău se schimbă din Profil, cu parola actuală.';

/** A company's staff accounts, managed by its administrators (role 2). */
@Injectable()
export class CompanyUsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
  ) {}

  async list(companyId: number, filter: CompanyUserFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.users.createQueryBuilder('u').withDeleted(), 'u', companyId);
    if (filter.only_deleted) qb.andWhere('u.deleted_at IS NOT NULL');
    else if (!filter.with_deleted) qb.andWhere('u.deleted_at IS NULL');
    if (filter.role) qb.andWhere('u.role = :role', { role: filter.role });
    if (filter.search?.trim()) {
      qb.andWhere(likeAny(['u.name', 'u.email', 'u.phone']), { q: likePattern(filter.search) });
    }
    qb.orderBy(sortColumn(SORT, filter.sort_by, 'u.name'), filter.sort_dir === 'desc' ? 'DESC' : 'ASC').addOrderBy(
      'u.id',
    );
    const [rows, total] = await qb.skip(skip).take(perPage).getManyAndCount();
    return toPage(rows.map(presentCompanyUser), total, page, perPage);
  }

  private async find(companyId: number, id: number, em: EntityManager = this.dataSource.manager): Promise<User> {
    return findOwned(em.getRepository(User), companyId, id, { withDeleted: true });
  }

  async get(companyId: number, id: number) {
    const user = await this.find(companyId, id);
    return presentCompanyUser(user);
  }

  async create(companyId: number, dto: CreateCompanyUserDto) {
    await this.assertEmailFree(dto.email);
    const password = await this.passwords.hash(dto.password);
    const saved = await unlessEmailTaken(() =>
      this.users.save(
        this.users.create({
          company_id: companyId,
          name: dto.name,
          email: dto.email,
          password,
          role: dto.role,
          phone: dto.phone || null,
          last_login_at: null,
        }),
      ),
    );
    return this.get(companyId, saved.id);
  }

  async update(actor: AuthUser, companyId: number, id: number, dto: UpdateCompanyUserDto) {
    const user = await this.find(companyId, id);
    // One's own e-mail and password change on the profile, which asks for the current password
    // (users.service.ts updateOwnProfile()): here a token alone, a stolen one too, would take the account.
    if (id === actor.id) {
      const errors: Record<string, string[]> = {};
      if (dto.email !== undefined && dto.email !== user.email) errors.email = [OWN_ACCOUNT];
      if (dto.password !== undefined) errors.password = [OWN_ACCOUNT];
      if (Object.keys(errors).length) throw AppException.invalid(errors);
    }
    if (dto.email && dto.email !== user.email) await this.assertEmailFree(dto.email, id);
    // Hashed before the transaction, which then holds no lock while waiting for a hashing slot.
    const password = dto.password !== undefined ? await this.passwords.hash(dto.password) : undefined;
    await withTransaction(this.dataSource, async (em) => {
      if (dto.role === RoleId.Staff && user.role === RoleId.CompanyAdmin && !user.deleted_at) {
        if (id === actor.id) throw AppException.conflict('Nu vă puteți retrage singur drepturile de administrator.');
        await this.assertAnotherAdmin(em, companyId, id);
      }
      const patch: Partial<User> = {};
      if (dto.name !== undefined) patch.name = dto.name;
      if (dto.email !== undefined) patch.email = dto.email;
      if (dto.role !== undefined) patch.role = dto.role;
      if (dto.phone !== undefined) patch.phone = dto.phone || null;
      if (password !== undefined) patch.password = password;
      if (Object.keys(patch).length)
        await unlessEmailTaken(() => em.update(User, { id, company_id: companyId }, patch));
      // A new password or a lower role takes effect at once: the user's sessions end.
      if (dto.password !== undefined || (dto.role !== undefined && dto.role !== Number(user.role))) {
        await revokeSessions(em, id, id === actor.id ? actor.token_id : undefined);
      }
      // A reset link goes to the address the account had: a new password or a new address ends it.
      if (password !== undefined || (dto.email !== undefined && dto.email !== user.email))
        await cancelResetLinks(em, id);
    });
    return this.get(companyId, id);
  }

  /** Soft delete: the account disappears from lists and its sessions end at once. */
  async remove(actor: AuthUser, companyId: number, id: number) {
    if (id === actor.id) throw AppException.conflict('Nu vă puteți șterge propriul cont.');
    await withTransaction(this.dataSource, async (em) => {
      const user = await this.find(companyId, id, em);
      if (user.deleted_at) return;
      if (user.role === RoleId.CompanyAdmin) await this.assertAnotherAdmin(em, companyId, id);
      await em.softDelete(User, { id, company_id: companyId });
      await revokeSessions(em, id);
    });
    return { message: 'Utilizatorul a fost șters. Îl puteți restaura oricând.' };
  }

  async restore(companyId: number, id: number) {
    await this.find(companyId, id);
    await this.users.restore({ id, company_id: companyId });
    return this.get(companyId, id);
  }

  /**
   * 409 when `exceptId` is the company's last active administrator. Their rows are read locked until the
   * transaction ends (MariaDB: the latest committed rows, not a snapshot), so two requests that each remove
   * one of the last two queue here and the second counts the first's change. SQLite writes one
   * transaction at a time.
   */
  private async assertAnotherAdmin(em: EntityManager, companyId: number, exceptId: number) {
    const admins = await em.find(User, {
      where: tenantWhere<User>(companyId, { role: RoleId.CompanyAdmin, deleted_at: IsNull() }),
      select: { id: true },
      lock: writeLock(em),
    });
    if (!admins.some((a) => a.id !== exceptId)) throw AppException.conflict(LAST_ADMIN);
  }

  private async assertEmailFree(email: string, exceptId?: number) {
    const where = exceptId ? { email, id: Not(exceptId) } : { email };
    if (await this.users.exists({ where, withDeleted: true })) throw emailTaken();
  }
}
