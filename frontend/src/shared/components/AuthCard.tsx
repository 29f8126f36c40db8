import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** Centered card used by the login-type pages and the company setup form. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  width = 420,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card's content: a link to another of these pages. */
  footer?: ReactNode;
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
          {footer && <div style={{ marginTop: 16 }}>{footer}</div>}
        </Card>
      </main>
    </Flex>
  );
}
