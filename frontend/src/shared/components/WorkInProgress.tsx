import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';

/** One page for every screen that is routed but not built yet. */
export default function WorkInProgress({ title }: { title: string }) {
  return (
    <Result
      icon={<ToolOutlined />}
      title={title}
      subTitle="Această pagină este în lucru. Va fi disponibilă în curând."
    />
  );
}
