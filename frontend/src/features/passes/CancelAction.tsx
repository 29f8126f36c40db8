import { useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { ConfirmButton } from '@/shared/components/listing';

/**
 * "Anulează" link of a pass or receipt row: confirmation with an optional reason. The reason typed
 * stays when the cancellation fails (no answer): the next try sends it again; once cancelled, the
 * row shows no "Anulează" any more.
 */
export function CancelAction({
  title,
  description,
  onConfirm,
  verb = 'anulează',
  reasonLabel,
}: {
  title: string;
  description: string;
  onConfirm: (reason: string | null) => Promise<unknown>;
  /** What the button does, in the imperative ("refuză" for a request not yet accepted). */
  verb?: string;
  /** The reason's field ("Motivul anulării" unless told). */
  reasonLabel?: string;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmButton
      label={verb.charAt(0).toUpperCase() + verb.slice(1)}
      title={title}
      okText={`Da, ${verb}`}
      onConfirm={() => onConfirm(reason.trim() || null)}
      description={<CancelReason text={description} reason={reason} onChange={setReason} label={reasonLabel} />}
    />
  );
}

/** A cancellation's confirmation: what it does, and the input of its optional reason ("Motivul anulării"). */
export function CancelReason({
  text,
  reason,
  onChange,
  label = 'Motivul anulării',
}: {
  text: string;
  reason: string;
  onChange: (reason: string) => void;
  label?: string;
}) {
  return (
    <Flex vertical gap={8} style={{ maxWidth: 320 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Input
        aria-label={label}
        placeholder={`${label} (opțional)`}
        maxLength={255}
        value={reason}
        onChange={(e) => onChange(e.target.value)}
      />
    </Flex>
  );
}
