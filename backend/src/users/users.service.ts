import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, Repository } from 'typeorm';
import { cancelResetLinks, PasswordHasher } from '@app/auth/passwords';
import { revokeSessions } from '@app/auth/sessions';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { manyToOne } from '@app/common/sql';
import { CompaniesService } from '@app/companies/companies.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { User } from './entities/user.entity';
import { presentSessionUser, SessionUserResponse } from './user.presenter';
import { withTransaction } from '@app/common/transactions';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
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
      ? { company: user.company, nested: await this.companies.nested(user.company.id) }
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
      throw AppException.invalid({ email: ['Există deja un cont cu acest email.'] });
    }

    const patch: Partial<User> = {};
    if (dto.name !== undefined) patch.name = dto.name;
    if (changesEmail) patch.email = dto.email;
    if (dto.phone !== undefined) patch.phone = dto.phone || null;
    if (changesPassword) patch.password = await this.passwords.hash(dto.password as string);

    await withTransaction(this.dataSource, async (em) => {
      if (Object.keys(patch).length) await em.update(User, { id }, patch);
      // A new password ends every other session at once (this one stays signed in) and every reset link.
      if (changesPassword) {
        await cancelResetLinks(em, id);
        await revokeSessions(em, id, actor.token_id);
      }
    });
    return this.presentWithCompany(id);
  }
}
