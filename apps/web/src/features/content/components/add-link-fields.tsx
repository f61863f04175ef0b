import { useId, useState, type KeyboardEvent } from 'react';
import { LinkIcon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LINK_URL_INVALID, parseLinkDraft, type LinkDraft } from '@/features/content/lib/link-draft';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/**
 * A web address and an optional name, added to the attachments. Fields, not a form: it sits inside
 * the material or assignment form, so Enter here adds the link instead of saving the whole form.
 */
export function AddLinkFields({ onAdd, disabled }: { onAdd: (link: LinkDraft) => void; disabled: boolean }) {
  const id = useId();
  const t = useT();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = parseLinkDraft(url, name);
    if ('error' in result) {
      // parseLinkDraft answers in English (the tests read it): said here in the reader's language.
      setError(result.error === LINK_URL_INVALID ? t(v.linkInvalid) : t(v.linkNameTooLong, { max: LIMITS.linkName }));
      return;
    }
    onAdd(result.link);
    setUrl('');
    setName('');
    setError(null);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] sm:items-start">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{t(v.linkAddress)}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder={t(v.linkPlaceholder)}
          maxLength={LIMITS.url}
          value={url}
          disabled={disabled}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onEnter}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-xs text-destructive-text">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>
          {t(v.linkName)} <span className="font-normal text-muted-foreground">{t(v.optional)}</span>
        </Label>
        <Input
          id={`${id}-name`}
          placeholder={t(v.linkNamePlaceholder)}
          maxLength={LIMITS.linkName}
          value={name}
          disabled={disabled}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      <Button variant="outline" onClick={add} disabled={disabled} className="sm:mt-[1.375rem]">
        <LinkIcon aria-hidden="true" /> {t(v.addLink)}
      </Button>
    </div>
  );
}
