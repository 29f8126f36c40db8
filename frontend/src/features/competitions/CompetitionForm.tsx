import { useEffect, useRef } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { useStandsQuery } from '@/features/bookings/api';
import { standName } from '@/features/bookings/standLabel';
import { useWatersQuery } from '@/features/waters/api';
import { Field, LeiField, NumberField } from '@/shared/list/fields';
import { searchByLabel } from '@/shared/list/searchByLabel';
import { ruleFrom, useCompanyId } from '@/shared/list/resourceForm';
import { validateCompetition, type CompetitionFormValues } from './competitionForm';
import { optionsState } from '@/shared/components/listing';

const rule = (field: Extract<keyof CompetitionFormValues, string>) => [ruleFrom(validateCompetition, field)];
const DATE_TIME = 'DD.MM.YYYY HH:mm';

/**
 * A competition's fields, inside ResourceForm (create and edit share them). The water's species and
 * stands follow the water chosen; the water, the interval and the sectors are fixed once the stands
 * are drawn (`sectorsLocked`).
 */
export function CompetitionFields({ sectorsLocked = false }: { sectorsLocked?: boolean }) {
  const companyId = useCompanyId();
  const form = Form.useFormInstance<CompetitionFormValues>();
  const watersRead = useWatersQuery({ companyId });
  const waters = watersRead.data ?? [];
  const waterId = Form.useWatch('water_id', form);
  const sectors = Form.useWatch('sectors', form) ?? [];
  // Another water: its species and stands are other ones.
  const lastWater = useRef(waterId);
  useEffect(() => {
    if (lastWater.current !== undefined && lastWater.current !== waterId) {
      form.setFieldsValue({ fish_ids: [], sectors: [{ name: 'A', stand_ids: [] }] });
    }
    lastWater.current = waterId;
  }, [waterId, form]);
  const water = waters.find((w) => w.id === waterId);
  const standsRead = useStandsQuery({ companyId, id: waterId ?? 0 }, { skip: !waterId });
  const { data: stands = [], isFetching: standsLoading } = standsRead;
  // Waters or stands that got no answer: their selects say so and read them again (listing.tsx).
  const watersFailed = optionsState(watersRead, 'Apele nu au putut fi încărcate.');
  /** The rounds and the sectors are checked as lists: their message goes under the list. */
  const listRule = (field: 'rounds' | 'sectors') => ({
    validator: async () => {
      const message = validateCompetition(form.getFieldsValue(true) as CompetitionFormValues)[field];
      if (message) throw new Error(message);
    },
  });
  const activeStands = stands.filter((s) => s.active);
  const taken = (index: number) => new Set(sectors.flatMap((s, i) => (i === index ? [] : (s?.stand_ids ?? []))));

  /** Splits the water's stands in order into the sectors listed (A: 1–5, B: 6–10…). */
  const splitStands = () => {
    const count = Math.max(1, sectors.length);
    const per = Math.ceil(activeStands.length / count);
    form.setFieldValue(
      'sectors',
      Array.from({ length: count }, (_, i) => ({
        name: sectors[i]?.name || String.fromCharCode(65 + i),
        stand_ids: activeStands.slice(i * per, (i + 1) * per).map((s) => s.id),
      })),
    );
    void form.validateFields(['sectors']).catch(() => undefined);
  };

  // The interval's two ends, fixed once the stands are drawn.
  const moment = (
    <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} disabled={sectorsLocked} style={{ width: '100%' }} />
  );
  return (
    <>
      <Row gutter={16}>
        <Field span="half" label="Numele concursului" name="name" rules={rule('name')}>
          <Input autoFocus maxLength={150} placeholder="Cupa de primăvară" />
        </Field>
        <Field span="half" label="Apa" name="water_id" rules={rule('water_id')}>
          <Select
            showSearch={searchByLabel}
            loading={watersRead.isLoading}
            disabled={sectorsLocked}
            placeholder="Alege apa"
            options={waters.map((w) => ({ value: w.id, label: w.name }))}
            notFoundContent={watersFailed}
          />
        </Field>
        <Field span="half" label="Început" name="starts_at" rules={rule('starts_at')}>
          {moment}
        </Field>
        <Field span="half" label="Sfârșit" name="ends_at" rules={rule('ends_at')} dependencies={['starts_at']}>
          {moment}
        </Field>
      </Row>

      <Typography.Title level={5}>Manșe</Typography.Title>
      <Form.List name="rounds" rules={[listRule('rounds')]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item label={`Manșa ${i + 1}`} name={[field.name, 'range']} style={{ marginBottom: 8 }}>
                  <DatePicker.RangePicker
                    showTime={{ format: 'HH:mm' }}
                    format={DATE_TIME}
                    aria-label={`Manșa ${i + 1}`}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    aria-label={`Șterge manșa ${i + 1}`}
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Space>
            ))}
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ range: null })}>
              Adaugă manșă
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>

      <Row gutter={16}>
        <NumberField
          span="quarter"
          label="Pescari în echipă"
          name="team_size"
          rules={rule('team_size')}
          input={{ min: 1, max: 4, precision: 0 }}
        />
        <LeiField span="quarter" label="Taxa de participare" name="entry_fee" rules={rule('entry_fee')} />
        <NumberField
          span="quarter"
          label="Greutate minimă"
          name="min_weight_kg"
          rules={rule('min_weight_kg')}
          input={{ min: 0, step: 0.1, decimalSeparator: ',', suffix: 'kg' }}
        />
        <NumberField
          span="quarter"
          label="Pești punctați (N)"
          name="fish_count"
          rules={rule('fish_count')}
          extra="Gol: se punctează toți peștii."
          input={{ min: 1, max: 100, precision: 0, placeholder: 'toți' }}
        />
        <Field span="half" label="Specii punctate" name="fish_ids" rules={rule('fish_ids')}>
          <Select
            mode="multiple"
            showSearch={searchByLabel}
            placeholder={water ? 'Alege speciile' : 'Alege întâi apa'}
            options={(water?.fishes ?? []).map((f) => ({ value: f.id, label: f.name }))}
            notFoundContent={waterId ? watersFailed : undefined}
          />
        </Field>
        <Field span="half" label="Echipele cu mai puțin de N pești" name="short_rule">
          <Radio.Group
            options={[
              { value: 'mean', label: 'media locurilor rămase' },
              { value: 'max', label: 'punctajul maxim al sectorului' },
            ]}
          />
        </Field>
      </Row>

      <Space align="baseline" wrap>
        <Typography.Title level={5}>Sectoare</Typography.Title>
        {!sectorsLocked && activeStands.length > 0 && (
          <Button size="small" onClick={splitStands}>
            Împarte standurile în mod egal
          </Button>
        )}
      </Space>
      {sectorsLocked && (
        <Typography.Paragraph type="secondary">
          Standurile au fost trase la sorți: apa, intervalul și sectoarele nu se mai schimbă.
        </Typography.Paragraph>
      )}
      <Form.List name="sectors" rules={[listRule('sectors')]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Row gutter={8} key={field.key} align="top">
                <Col xs={24} sm={6}>
                  <Form.Item label={`Sectorul ${i + 1}`} name={[field.name, 'name']} style={{ marginBottom: 8 }}>
                    <Input maxLength={50} disabled={sectorsLocked} placeholder="A" />
                  </Form.Item>
                </Col>
                <Col xs={20} sm={16}>
                  <Form.Item
                    label={`Standurile sectorului ${i + 1}`}
                    name={[field.name, 'stand_ids']}
                    style={{ marginBottom: 8 }}
                  >
                    <Select
                      mode="multiple"
                      disabled={sectorsLocked}
                      loading={standsLoading}
                      placeholder={waterId ? 'Alege standurile' : 'Alege întâi apa'}
                      optionFilterProp="label"
                      options={activeStands
                        .filter((s) => !taken(i).has(s.id))
                        .map((s) => ({ value: s.id, label: standName(s) }))}
                      notFoundContent={
                        waterId ? optionsState(standsRead, 'Standurile nu au putut fi încărcate.') : undefined
                      }
                    />
                  </Form.Item>
                </Col>
                {fields.length > 1 && !sectorsLocked && (
                  <Col xs={4} sm={2} style={{ paddingTop: 30 }}>
                    <Button
                      aria-label={`Șterge sectorul ${i + 1}`}
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                )}
              </Row>
            ))}
            {!sectorsLocked && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ name: String.fromCharCode(65 + fields.length), stand_ids: [] })}
              >
                Adaugă sector
              </Button>
            )}
            <Form.ErrorList errors={errors} />
            {waterId && !standsLoading && activeStands.length === 0 && (
              <Typography.Paragraph type="warning">
                Apa nu are standuri: adaugă-le din Ape → Standuri, apoi împarte-le în sectoare.
              </Typography.Paragraph>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
