import { useState } from 'react';
import { Button, Card, Flex, Radio, Typography } from 'antd';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useUpdateCompanyMutation } from '@/features/companies/api';
import type { Company } from '@/shared/api/types';
import { rowAction } from '@/shared/list/rowAction';

type Mode = Company['fiscal_mode'];

const MODES: { value: Mode; label: string }[] = [
  { value: 'receipt', label: 'Chitanță' },
  { value: 'amef', label: 'Casă de marcat (AMEF)' },
];

/**
 * "Documentul vânzării" of /company/settings (role 2): a chitanță from the receipt series, or a bon
 * fiscal printed by the shop's cash register through the agent; the registers are set up on
 * /company/settings/fiscal.
 */
export function FiscalModeCard({ company }: { company: Company }) {
  // The mode chosen on screen; null: the company's own.
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode = chosen ?? company.fiscal_mode;
  const [updateCompany, { isLoading }] = useUpdateCompanyMutation();

  const save = async () => {
    const done = await rowAction(
      updateCompany({ companyId: company.id, updateCompanyDto: { fiscal_mode: mode } }).unwrap(),
    );
    if (!done) return;
    setChosen(null);
    toast.success(
      mode === 'amef'
        ? 'Vânzările cu numerar sau card se tipăresc de acum la casa de marcat.'
        : 'Vânzările primesc de acum chitanță.',
    );
  };

  return (
    <Card title="Documentul vânzării" style={{ maxWidth: 900, marginTop: 16 }} data-testid="fiscal-mode">
      <Typography.Paragraph type="secondary">
        Firmele scutite emit chitanță. Celelalte dau pentru fiecare plată cu numerar sau card un bon fiscal, tipărit de
        casa de marcat (AMEF) prin agentul Bălți instalat pe calculatorul de la poartă. Plata prin transfer nu primește
        bon fiscal.
      </Typography.Paragraph>
      <Flex gap={16} wrap align="center">
        <Radio.Group
          aria-label="Documentul vânzării"
          options={MODES}
          optionType="button"
          buttonStyle="solid"
          value={mode}
          onChange={(e) => setChosen(e.target.value as Mode)}
        />
        <Button type="primary" loading={isLoading} disabled={mode === company.fiscal_mode} onClick={() => void save()}>
          Salvează documentul
        </Button>
        <Link to="/company/settings/fiscal">Case de marcat</Link>
      </Flex>
    </Card>
  );
}
