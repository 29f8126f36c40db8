import { Flex, Spin } from 'antd';

export function FullPageSpin({ tip = 'Se încarcă…' }: { tip?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status" aria-label={tip}>
      <Spin size="large" description={tip} />
    </Flex>
  );
}
