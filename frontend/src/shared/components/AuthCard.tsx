import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** Centered card used by the login-type pages and the company setup form. */
export function AuthCard({
  title,
  subtitle,
  children,
  width = 420,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Flex
      justify="center"
      align="flex-start"
      style={{ minHeight: '100vh', padding: '8vh 16px', background: '#eef4f1' }}
    >
      <main style={{ width: '100%', maxWidth: width }}>
        <div className="auth-brand">Bălți</div>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </Card>
      </main>
    </Flex>
  );
}
