import { useT } from '@/lib/i18n/i18n-context';
import type { BankOf } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';

/** My bank or this class's bank, as two radio buttons (only where there is a class). */
export function BankChoice({ name, classId, value, onChange }: { name: string; classId: string; value: BankOf; onChange: (bank: BankOf) => void }) {
  const t = useT();
  const options: { bank: BankOf; label: string }[] = [
    { bank: null, label: t(m.myBank) },
    { bank: classId, label: t(m.classBank) },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <legend className="me-2 text-sm font-medium">{t(m.whichBank)}</legend>
      {options.map((option) => (
        <label key={option.label} className="flex min-h-6 items-center gap-2 text-sm">
          <input type="radio" name={name} className="size-6 accent-primary sm:size-4" checked={value === option.bank} onChange={() => onChange(option.bank)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
