import type { ReactNode } from 'react';
import { Tag } from 'antd';

/** What a status says, good to bad; the words say it too, the colour only repeats them. */
export type Tone = 'good' | 'warning' | 'bad' | 'neutral';

/** Solid colours under white text, each at 5:1 or more (antd's light status tags give 1.8 to 2.2:1). */
const COLORS: Record<Tone, string> = { good: '#2e7d32', warning: '#8a5a00', bad: '#c62828', neutral: '#4a5568' };

export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag color={COLORS[tone]} variant="solid">
      {children}
    </Tag>
  );
}
