import { useEffect } from 'react';
import { Button, Card, Col, Descriptions, Form, Input, Row, Typography } from 'antd';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { formatDateTime } from '@/shared/format';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { required } from '@/shared/list/rules';
import { VerticalForm } from '@/shared/list/resourceForm';
import { NameEmailFields, NewPasswordFields } from './AccountFields';
import { useUpdateOwnProfileMutation } from './api';

const ROLE_NAMES: Record<number, string> = {
  1: 'Administrator platformă',
  2: 'Administrator firmă',
  3: 'Angajat',
};

interface DetailsForm {
  name: string;
  email: string;
  phone?: string;
}

interface PasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Own profile (company app /company/profile, admin app /profile): POST /api/users/{id}/update. */
export default function ProfilePage() {
  const user = useAppSelector((s) => s.auth.user);
  const [details] = Form.useForm<DetailsForm>();
  const [passwords] = Form.useForm<PasswordForm>();
  const [saveDetails, detailsState] = useUpdateOwnProfileMutation();
  const [savePassword, passwordState] = useUpdateOwnProfileMutation();

  useEffect(() => {
    if (user) details.setFieldsValue({ name: user.name, email: user.email, phone: user.phone ?? '' });
  }, [user, details]);

  if (!user) return null;

  const onDetails = async (values: DetailsForm) => {
    try {
      await saveDetails({
        id: user.id,
        updateProfileDto: { name: values.name.trim(), email: values.email.trim(), phone: values.phone?.trim() || null },
      }).unwrap();
      toast.success('Profilul a fost actualizat.');
    } catch (error) {
      applyServerErrors(details, error);
    }
  };

  const onPassword = async (values: PasswordForm) => {
    try {
      await savePassword({ id: user.id, updateProfileDto: values }).unwrap();
      passwords.resetFields();
      toast.success('Parola a fost schimbată.');
    } catch (error) {
      applyServerErrors(passwords, error);
    }
  };

  return (
    <>
      <Typography.Title level={2}>Profil</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Date personale">
            <VerticalForm form={details} onFinish={onDetails} disabled={detailsState.isLoading}>
              <NameEmailFields />
              <Form.Item label="Telefon" name="phone">
                <Input type="tel" autoComplete="tel" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={detailsState.isLoading}>
                Salvează
              </Button>
            </VerticalForm>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Schimbă parola">
            <VerticalForm form={passwords} onFinish={onPassword} disabled={passwordState.isLoading}>
              <Form.Item label="Parola actuală" name="current_password" rules={[required]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <NewPasswordFields label="Parolă nouă" />
              <Button type="primary" htmlType="submit" loading={passwordState.isLoading}>
                Schimbă parola
              </Button>
            </VerticalForm>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Cont">
            <Descriptions column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Rol">{ROLE_NAMES[user.role] ?? user.role}</Descriptions.Item>
              <Descriptions.Item label="Ultima autentificare">{formatDateTime(user.last_login_at)}</Descriptions.Item>
              <Descriptions.Item label="Cont creat la">{formatDateTime(user.created_at)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </>
  );
}
