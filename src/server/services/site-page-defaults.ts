// The text each site page shows until an admin saves one of their own (docs/product.md "Site pages"). Modest
// on purpose: it says what the product does and no more, names no company number or address it does not have,
// and is meant to be replaced by text a lawyer has read.
import type { SitePageSlug } from '../../shared/schemas/site-pages.ts';

export interface SitePageText {
  title: string;
  markdown: string;
}

const TERMS = `These terms apply when you use Humanise AI, a marketplace run by Humanise AI Ltd in the United Kingdom where clients have AI-generated text checked or rewritten by human copywriters. By creating an account or submitting a job you agree to them.

## Accounts

- You must give your real name and an email address you can read, and keep your password to yourself.
- You are responsible for what is done with your account. Tell us straight away if you think someone else has used it.
- You may close your account at any time from your account page. We may suspend an account that breaks these terms.

## Jobs and quotes

- A client describes a job and submits the text. Copywriters, or Humanise AI itself, may send quotes: by the hour or at a fixed price.
- A quote is an offer. A contract for the job is made when the client accepts a quote and pays for it.
- Prices are shown in pounds sterling.

## Payment

- Jobs are paid by card, or from prepaid hours bought on the pricing page. Card payments are taken by our payment provider, Stripe; we never see or store your full card number.
- Prepaid hours are not refunded when unused, and they are lost if you delete your account.

## The copywriters' work

- Copywriters are independent professionals. They do the work with reasonable skill and care and deliver it through the job page.
- Once a job has been paid for, the client owns the delivered text and may use it as they wish. The copywriter keeps no rights in it and must not reuse it.
- The client remains responsible for the text they submit: they must have the right to share it with us and the copywriter.

## Revisions, refunds and disputes

- After a delivery the client may ask for a revision, within the review window shown on the job page.
- If something goes wrong, message your copywriter from the job page first. If that does not settle it, contact us and we will look at the job, its messages and its deliveries.
- Where we decide a refund is due for a job paid by card, we refund it to the card used. This does not affect your statutory rights.

## Acceptable use

You must not use Humanise AI to:

- submit text that is unlawful, defamatory, or infringes someone else's rights;
- harass copywriters, clients or our staff;
- arrange to pay or be paid outside the platform for work found through it;
- try to break, overload or get round the security of the service.

## Liability

- We provide the service with reasonable care and skill. We do not guarantee that it will always be available or free of errors.
- Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or anything else the law does not allow us to limit.
- Otherwise, our liability for a job is limited to the amount paid for that job, and we are not liable for indirect losses such as lost profit.

## Changes to these terms

We may update these terms. Once changed, this page shows the date of the change, and changes do not affect jobs already paid for.

## Governing law

These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute.

Questions about these terms? See our [contact page](/contact).
`;

const PRIVACY = `This notice explains what personal data Humanise AI Ltd collects when you use Humanise AI, why, and the rights you have under UK data protection law (the UK GDPR and the Data Protection Act 2018). We are the controller of this data.

## What we collect

- **Your account:** your name, email address, a securely hashed password, your spelling preference and your email settings.
- **Your jobs:** the text you submit, your brief, quotes, deliveries, revisions, ratings and reviews.
- **Messages** you exchange with copywriters.
- **Payments:** what you bought and when. Card details go straight to Stripe and never reach us.
- **Copywriters:** the profile and application details you give us, and your record of jobs and ratings.
- **Technical data:** the devices you are signed in on, your IP address and when you were last seen, kept to protect your account.

## Why we use it

- To provide the service you asked for: run your account, your jobs and your payments (the contract between us).
- To keep the service and your account secure and to prevent fraud (our legitimate interests).
- To send you emails about your jobs; you choose which ones on your account page.
- To keep the accounting records the law requires (a legal obligation).

We do not sell your data, and we do not use it for advertising.

## Who we share it with

- The other party to your job: a client and their copywriter see each other's name and the job's messages.
- **Stripe**, which processes card payments.
- The providers who host our servers and send our emails, only as far as they need to.

Where a provider handles data outside the UK, we rely on the safeguards UK law provides.

## How long we keep it

We keep your data while your account is open. When you delete your account, your name is replaced by "Deleted user" and your sign-in details are made unusable. Paid jobs, payments and our accounting records stay, anonymised, for as long as the law requires us to keep them.

## Your rights

You have the right to:

- **access** your data: download everything your account holds from your [account page](/account);
- **erase** it: delete your account from your [account page](/account);
- have inaccurate data **corrected**: change your name and email on your account page, or ask us;
- **object** to or ask us to **restrict** how we use your data, and to **data portability**.

You can also complain to the Information Commissioner's Office (ico.org.uk), though we would like the chance to put things right first.

## Contact

For anything about your data, see our [contact page](/contact).
`;

const CONTACT = `We would love to hear from you.

## Email

Write to us at [hello@humanise.example](mailto:hello@humanise.example) with questions about a job, your account, payments or your data.

## About a job

If you are signed in as a client, the quickest way to reach your copywriter is to message them from the job's page.

## Writing for us

Copywriters can [apply to join us](/apply-as-copywriter); we review every application.
`;

export const SITE_PAGE_DEFAULTS: Record<SitePageSlug, SitePageText> = {
  terms: { title: 'Terms and Conditions', markdown: TERMS },
  privacy: { title: 'Privacy Policy', markdown: PRIVACY },
  contact: { title: 'Contact Us', markdown: CONTACT },
};
