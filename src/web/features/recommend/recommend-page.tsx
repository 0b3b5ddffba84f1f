import { ArrowLeft, Megaphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  RELATIONS,
  RELATION_LABELS,
  SHOW_MESSAGES,
  recommendationRequestSchema,
  type Relation,
} from '@core/contracts/show';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextArea, TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { useAttribution } from '@web/lib/attribution';
import { useZodForm } from '@web/lib/zod-form';
import { brandName } from '@web/lib/brand';
import { useRecommend } from '@web/features/show';

// the request's own schema (core/contracts/show.ts) checks the form; the session and attribution are added on send
const formSchema = recommendationRequestSchema.omit({ sessionId: true, attribution: true });

const EMPTY = {
  // the placeholder option ("Select your relationship") until one is chosen
  relation: '' as Relation,
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
  const { register, handleSubmit, reset, formState } = useZodForm(formSchema, EMPTY);
  const errors = formState.errors;
  const recommend = useRecommend();
  const navigate = useNavigate();
  const { raw, sessionId } = useAttribution();

  const submit = handleSubmit((form) =>
    recommend.mutate(
      { ...form, sessionId, attribution: { ...raw } },
      {
        onSuccess: () => {
          toast.success(SHOW_MESSAGES.recommendSuccessTitle, { description: SHOW_MESSAGES.recommendSuccessBody });
          reset(EMPTY);
        },
        onError: () =>
          toast.error(SHOW_MESSAGES.recommendErrorTitle, { description: SHOW_MESSAGES.recommendErrorBody }),
      },
    ),
  );

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
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Recommend someone">
          <div className="space-y-1.5">
            <label htmlFor="relation" className="block text-sm font-semibold text-ink">
              Your relationship
            </label>
            <select
              id="relation"
              required
              className={selectClass}
              aria-invalid={errors.relation ? true : undefined}
              aria-describedby={errors.relation ? 'relation-err' : undefined}
              {...register('relation')}
            >
              <option value="" disabled>
                Select your relationship
              </option>
              {RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {RELATION_LABELS[r]}
                </option>
              ))}
            </select>
            {errors.relation && (
              <p id="relation-err" role="alert" className="text-sm font-medium text-coral-dark">
                {errors.relation.message}
              </p>
            )}
          </div>
          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-soft">About you</legend>
            <TextField
              label="Your full name"
              autoComplete="name"
              required
              maxLength={200}
              error={errors.fullName?.message}
              {...register('fullName')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Your e-mail"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Your phone"
                type="tel"
                autoComplete="tel"
                required
                maxLength={40}
                error={errors.phone?.message}
                {...register('phone')}
              />
            </div>
            <TextField
              label="Where you live"
              placeholder="City, Country"
              required
              maxLength={300}
              error={errors.address?.message}
              {...register('address')}
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
                error={errors.recommendedName?.message}
                {...register('recommendedName')}
              />
              <TextField
                label="Their e-mail"
                type="email"
                required
                maxLength={254}
                error={errors.recommendedEmail?.message}
                {...register('recommendedEmail')}
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
                aria-invalid={errors.motivation ? true : undefined}
                aria-describedby={errors.motivation ? 'rec-motivation-err' : undefined}
                {...register('motivation')}
              />
              {errors.motivation && (
                <p id="rec-motivation-err" role="alert" className="text-sm font-medium text-coral-dark">
                  {errors.motivation.message}
                </p>
              )}
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
