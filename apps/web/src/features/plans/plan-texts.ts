import type { Plan } from '@prepshelf/contract';
import type { Translate } from '../../lib/i18n/use-t';
import type { MessageId } from '../../locales/message-id';

/*
 * The plans of spec §9 (PLANS of the contract) in the current language: the names (Basic, Pro,
 * Premium) stay as they are, their period and benefits are translated. A benefit without a catalog
 * entry (a plan changed in the contract first) shows as written.
 */
const BENEFITS: Readonly<Record<string, MessageId>> = {
  'Basic notes': 'plans.benefitBasicNotes',
  '5 course downloads': 'plans.benefitDownloads',
  'Email support': 'plans.benefitEmail',
  '1 chat per day': 'plans.benefitChat',
  'Everything in Basic': 'plans.benefitEverythingBasic',
  'Unlimited downloads': 'plans.benefitUnlimited',
  'Priority support': 'plans.benefitPriority',
  'Live sessions': 'plans.benefitLive',
  'Everything in Pro': 'plans.benefitEverythingPro',
  '1-on-1 mentoring': 'plans.benefitMentoring',
  'Custom study plan': 'plans.benefitStudyPlan',
  Certificate: 'plans.benefitCertificate',
};

export function planTexts(plan: Plan, t: Translate): { duration: string; benefits: string[] } {
  return {
    duration: plan.duration === 'month' ? t('plans.month') : plan.duration,
    benefits: plan.benefits.map((benefit) => {
      const key = BENEFITS[benefit];
      return key ? t(key) : benefit;
    }),
  };
}
