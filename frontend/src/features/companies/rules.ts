/** The antd rules of the company's settings forms (CompanyForm and the settings cards), from the checks of validate.ts. */
import type { FormRule } from 'antd';

/** A text field checked by `problem` (its Romanian message, or null when right); an empty field passes. */
export function checkedBy(problem: (value: string) => string | null): FormRule {
  return {
    validator: (_, value: string) => {
      const message = value ? problem(value) : null;
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** A whole number from `min` to `max`; an empty field passes. */
export function wholeBetween(min: number, max: number): FormRule {
  return {
    validator: (_, value: number | null | undefined) =>
      value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max)
        ? Promise.resolve()
        : Promise.reject(new Error(`Un număr întreg între ${min} și ${max}.`)),
  };
}
