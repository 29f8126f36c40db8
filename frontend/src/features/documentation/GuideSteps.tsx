import { Steps, type StepsProps } from 'antd';

/**
 * A guide's steps, numbered down the page. `initial` goes on with the numbers after a screenshot;
 * `last` leaves out the space below (nothing follows in the section).
 */
export function GuideSteps({ items, initial, last }: { items: StepsProps['items']; initial?: number; last?: boolean }) {
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={-1}
      initial={initial}
      style={last ? undefined : { marginBottom: 16 }}
      items={items}
    />
  );
}
