import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { brandName } from '../../lib/brand';
import { useAttribution } from '../attribution/attribution';

/** Home: the journey's welcome step (the rest of the flow is built on this page). */
export function HomePage() {
  const { resolved } = useAttribution();
  const [name, setName] = useState('');
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <Card className="space-y-5 text-center animate-rise">
        {resolved && !resolved.isPublic && (
          <p className="mx-auto inline-flex rounded-full bg-violet/10 px-3 py-1 text-sm font-semibold text-violet" data-testid="cohort-name">
            {resolved.cohortName}
          </p>
        )}
        <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl">Meet your future self</h1>
        <p className="text-ink-soft">Five questions, a selfie and one spin of the wheel. In about two minutes you&apos;re on the cover of {brandName}.</p>
        <TextField label="Your first name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="given-name" />
        <Button size="lg" variant="coral" className="w-full" disabled={!name.trim()}>
          <Sparkles className="size-5" aria-hidden="true" /> Start
        </Button>
      </Card>
    </section>
  );
}
