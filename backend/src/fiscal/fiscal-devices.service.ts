import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { pageParams, toPage } from '@app/common/pagination';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { PlansService } from '@app/plans/plans.service';
import { WatersService } from '@app/waters/waters.service';
import { CreateFiscalDeviceDto, FiscalDeviceFilterDto, UpdateFiscalDeviceDto } from './dto/fiscal.dto';
import { FiscalAgentState } from './entities/fiscal-agent-state.entity';
import { FiscalDevice, type FiscalSettings } from './entities/fiscal-device.entity';
import { DeviceTokenResponse, planGroupsOf, presentDevice, settingsOf, waterIdsOf } from './fiscal.presenter';
import { FORMATS } from './formats';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The agent's token: `bfd_<deviceId>_<43 characters>`; only its SHA-256 is stored. */
export function parseDeviceToken(token: string): { deviceId: number } | null {
  const m = /^bfd_(\d{1,10})_[A-Za-z0-9_-]{43}$/.exec(token);
  return m ? { deviceId: Number(m[1]) } : null;
}

@Injectable()
export class FiscalDevicesService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: PlansService,
    private readonly waters: WatersService,
  ) {}

  /**
   * A plan that a register's VAT groups name, or a water among a register's, is not deleted
   * (PlansService and WatersService.useSources()): no foreign key holds them, and the register's
   * every later edit would be refused (422) on a plan or water that is gone.
   */
  onModuleInit(): void {
    this.plans.useSources({ fiscalDevices: (companyId, planId) => this.namingPlan(companyId, planId) });
    this.waters.useSources({ fiscalDevices: (companyId, waterId) => this.namingWater(companyId, waterId) });
  }

  private get devices() {
    return this.dataSource.getRepository(FiscalDevice);
  }

  async find(companyId: number, id: number): Promise<FiscalDevice> {
    return findOwned(this.devices, companyId, id);
  }

  async list(companyId: number, filter: FiscalDeviceFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.devices.createQueryBuilder('d'), 'd', companyId);
    const search = filter.search?.trim();
    if (search) qb.andWhere('d.name LIKE :search', { search: `%${search.replace(/[%_]/g, '')}%` });
    const [rows, total] = await qb
      .orderBy('d.name', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .skip(skip)
      .take(perPage)
      .getManyAndCount();
    const states = await this.states(rows.map((d) => d.id));
    return toPage(
      rows.map((d) => presentDevice(d, states.get(d.id))),
      total,
      page,
      perPage,
    );
  }

  async states(ids: number[]): Promise<Map<number, FiscalAgentState>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource.getRepository(FiscalAgentState).findBy({ device_id: In(ids) });
    return new Map(rows.map((s) => [s.device_id, s]));
  }

  /** Names of the company's registers (name order) whose VAT groups name the plan (a plan they name is not deleted). */
  async namingPlan(companyId: number, planId: number): Promise<string[]> {
    return (await this.registers(companyId)).filter((d) => String(planId) in planGroupsOf(d)).map((d) => d.name);
  }

  /** Names of the company's registers (name order) that print the water's sales. */
  async namingWater(companyId: number, waterId: number): Promise<string[]> {
    return (await this.registers(companyId)).filter((d) => waterIdsOf(d).includes(waterId)).map((d) => d.name);
  }

  /** The company's registers, in name order (a handful). */
  private registers(companyId: number): Promise<FiscalDevice[]> {
    return this.devices.find({ where: tenantWhere<FiscalDevice>(companyId), order: { name: 'ASC', id: 'ASC' } });
  }

  async get(companyId: number, id: number) {
    const device = await this.find(companyId, id);
    const states = await this.states([id]);
    return presentDevice(device, states.get(id));
  }

  async create(companyId: number, dto: CreateFiscalDeviceDto) {
    const columns = await this.columns(companyId, dto, null);
    const inserted = await this.devices.insert({
      company_id: companyId,
      name: dto.name,
      format: dto.format,
      active: dto.active ?? true,
      token_hash: null,
      ...columns,
    });
    return this.get(companyId, Number(inserted.identifiers[0].id));
  }

  async update(companyId: number, id: number, dto: UpdateFiscalDeviceDto) {
    const device = await this.find(companyId, id);
    const columns = await this.columns(companyId, dto, device);
    const patch: Partial<FiscalDevice> = { ...columns };
    if (dto.name !== undefined) patch.name = dto.name;
    if (dto.format !== undefined) patch.format = dto.format;
    if (dto.active !== undefined) patch.active = dto.active;
    await this.devices.update({ id, company_id: companyId }, patch);
    return this.get(companyId, id);
  }

  /**
   * The settings, plan overrides and waters of a create or update, merged over the stored ones (or
   * the format's defaults) and checked by the format's own file (formats/): one 422 for all.
   */
  private async columns(
    companyId: number,
    dto: UpdateFiscalDeviceDto,
    current: FiscalDevice | null,
  ): Promise<Pick<FiscalDevice, 'settings' | 'plan_vat_groups' | 'water_ids'>> {
    const format = FORMATS[dto.format ?? current!.format];
    const base: FiscalSettings = current ? settingsOf(current) : format.defaults;
    const settings: FiscalSettings = {
      vat_group: dto.vat_group ?? base.vat_group,
      payment_codes: dto.payment_codes
        ? { cash: dto.payment_codes.cash, card: dto.payment_codes.card }
        : base.payment_codes,
      fprint_fields: dto.fprint_fields ?? base.fprint_fields,
      unit: dto.unit ?? base.unit,
      diacritics: dto.diacritics ?? base.diacritics,
    };
    const groups: Record<string, string> = dto.plan_vat_groups
      ? Object.fromEntries(dto.plan_vat_groups.map((g) => [String(g.plan_id), g.vat_group]))
      : current
        ? planGroupsOf(current)
        : {};
    const waterIds = dto.water_ids
      ? [...new Set(dto.water_ids)].sort((a, b) => a - b)
      : current
        ? waterIdsOf(current)
        : [];
    const errors = format.check(settings, Object.values(groups));
    // One code for both would print card sales as cash, and the agent could not tell the Z report's
    // totals apart (agent/src/agent.mjs translate()): one of them would be lost.
    if (settings.payment_codes.cash === settings.payment_codes.card)
      (errors['payment_codes.card'] ??= []).push(
        'Codul plății cu cardul trebuie să fie altul decât cel al plății în numerar.',
      );
    const planIds = Object.keys(groups).map(Number);
    const [plans, waters] = await Promise.all([
      this.plans.count(companyId, planIds),
      this.waters.names(companyId, waterIds).then((names) => names.size),
    ]);
    if (plans !== planIds.length) (errors.plan_vat_groups ??= []).push('Un plan ales nu există.');
    if (waters !== waterIds.length) (errors.water_ids ??= []).push('O apă aleasă nu există.');
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    return {
      settings: JSON.stringify(settings),
      plan_vat_groups: JSON.stringify(groups),
      water_ids: JSON.stringify(waterIds),
    };
  }

  /**
   * A new agent token, shown once: only its SHA-256 is stored, so the previous token stops
   * working with this write. The answer carries what the agent's configuration file holds.
   */
  async newToken(companyId: number, id: number): Promise<DeviceTokenResponse> {
    const device = await this.find(companyId, id);
    const token = `bfd_${device.id}_${randomBytes(32).toString('base64url')}`;
    await this.devices.update({ id, company_id: companyId }, { token_hash: sha256(token) });
    return {
      device_id: device.id,
      token,
      config_file_name: 'balti-agent.json',
      config: { server_url: this.config.publicUrl.replace(/\/+$/, ''), token, driver_dir: '', format: device.format },
    };
  }
}
