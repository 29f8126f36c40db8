import { InputNumber, type InputNumberProps } from 'antd';
import { useCallback, useLayoutEffect, useRef, type ComponentRef, type Ref } from 'react';
import { parseDecimalComma } from '@/shared/format';

type Handle = ComponentRef<typeof InputNumber>;

/** The step arrows and their Romanian names (by antd's class names for them). */
const ARROWS = [
  ['.ant-input-number-action-up', 'Mărește'],
  ['.ant-input-number-action-down', 'Micșorează'],
] as const;

/**
 * antd's InputNumber with its step arrows named in Romanian. @rc-component/input-number names them
 * "Increase Value" and "Decrease Value" in its code, with no prop to change it, and draws them anew
 * when the field is disabled or enabled: they are renamed whenever they are drawn. The ref a
 * Form.Item gives (to focus the field) still reaches the field. On a phone it opens the number pad
 * (`inputmode`). With a decimal comma it reads "1.234,56" as the app shows sums (parseDecimalComma()).
 */
export function NumberInput<T extends string | number = number>({
  ref: given,
  ...props
}: InputNumberProps<T> & { ref?: Ref<Handle> }) {
  const own = useRef<Handle | null>(null);
  const ref = useCallback(
    (handle: Handle | null) => {
      own.current = handle;
      if (typeof given === 'function') given(handle);
      else if (given) given.current = handle;
    },
    [given],
  );
  useLayoutEffect(() => {
    const root = own.current?.nativeElement;
    if (!root) return;
    const name = () => {
      for (const [selector, label] of ARROWS) {
        const arrow = root.querySelector(selector);
        if (arrow && arrow.getAttribute('aria-label') !== label) arrow.setAttribute('aria-label', label);
      }
    };
    name();
    const drawn = new MutationObserver(name);
    drawn.observe(root, { childList: true, subtree: true });
    return () => drawn.disconnect();
  }, []);
  // A phone opens its number pad, with the decimal separator unless the field takes whole numbers.
  const inputMode = props.inputMode ?? (props.precision === 0 ? 'numeric' : 'decimal');
  const parser =
    props.parser ?? (props.decimalSeparator === ',' ? (parseDecimalComma as (text?: string) => T) : undefined);
  return <InputNumber<T> ref={ref} inputMode={inputMode} {...props} parser={parser} />;
}
