import { ArrowLeft, Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RELATIONS, RELATION_LABELS, SHOW_MESSAGES, type Relation } from '@core/contracts/show';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextArea, TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { useAttribution } from '@web/lib/attribution';
import { brandName } from '@web/lib/brand';
import { useRecommend } from '@web/features/show';

const EMPTY = {
  relation: '' as Relation | '',
  fullName: '',
  email: '',
  phone: '',
  address: '',
  recommendedName: '',
  recommendedEmail: '',
  motivation: '',
};

const selectClass =
  'h-12 w-full rounded-2xl border border-line bg-white px-4 text-[16px] text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.04)] focus:border-violet focus:outline-none focus:ring-4 focus:ring-violet/15 disabled:opacity-60';

/**
 * /recommend (docs/product/show.md#recommend-someone): recommend someone for the show; stored, toasts, reset after
 * success.
 */
export function RecommendPage() {
  const [form, setForm] = useState(EMPTY);
  const recommend = useRecommend();
  const navigate = useNavigate();
  const { raw, sessionId } = useAttribution();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.reportValidity() || !form.relation) return;
    recommend.mutate(
      { ...form, relation: form.relation, sessionId, attribution: { ...raw } },
      {
        onSuccess: () => {
          toast.success(SHOW_MESSAGES.recommendSuccessTitle, { description: SHOW_MESSAGES.recommendSuccessBody });
          setForm(EMPTY);
        },
        onError: () =>
          toast.error(SHOW_MESSAGES.recommendErrorTitle, { description: SHOW_MESSAGES.recommendErrorBody }),
      },
    );
  };

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Button variant="ghost" size="sm" onClick={back} className="-ml-2 mb-4">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>
      <Card className="space-y-6">
        <header className="space-y-2">
          <span className="grid size-11 place-items-center rounded-full bg-coral/10 text-coral-dark" aria-hidden="true">
            <Megaphone className="size-5" />
          </span>
          <h1 className="font-display text-3xl leading-tight sm:text-4xl">Recommend Someone for {brandName} Show</h1>
          <p className="text-ink-soft">Know someone whose future deserves the spotlight? Tell us about them.</p>
        </header>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor="relation" className="block text-sm font-semibold text-ink">
              Your relationship
            </label>
            <select id="relation" required className={selectClass} value={form.relation} onChange={set('relation')}>
              <option value="" disabled>
                Select your relationship
              </option>
              {RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {RELATION_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-soft">About you</legend>
            <TextField
              label="Your full name"
              autoComplete="name"
              required
              maxLength={200}
              value={form.fullName}
              onChange={set('fullName')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Your e-mail"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={form.email}
                onChange={set('email')}
              />
              <TextField
                label="Your phone"
                type="tel"
                autoComplete="tel"
                required
                maxLength={40}
                value={form.phone}
                onChange={set('phone')}
              />
            </div>
            <TextField
              label="Where you live"
              placeholder="City, Country"
              required
              maxLength={300}
              value={form.address}
              onChange={set('address')}
            />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-soft">
              The person you recommend
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Their name"
                required
                maxLength={200}
                value={form.recommendedName}
                onChange={set('recommendedName')}
              />
              <TextField
                label="Their e-mail"
                type="email"
                required
                maxLength={254}
                value={form.recommendedEmail}
                onChange={set('recommendedEmail')}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor="rec-motivation" className="block text-sm font-semibold text-ink">
                Why should they be on the show?
              </label>
              <TextArea
                id="rec-motivation"
                rows={6}
                required
                maxLength={3000}
                value={form.motivation}
                onChange={set('motivation')}
              />
            </div>
          </fieldset>
          <Button
            type="submit"
            size="lg"
            variant="coral"
            className="w-full"
            loading={recommend.isPending}
            disabled={recommend.isPending}
          >
            {recommend.isPending ? 'Submitting...' : 'Submit Recommendation'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
