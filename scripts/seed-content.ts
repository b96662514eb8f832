// The words of the demo marketplace (scripts/seed.ts): AI drafts as clients paste them, the texts their
// copywriters delivered, the writers' profiles and the blog. Written to read like the real thing: a Complete
// Rewrite rewrites whole paragraphs, a Human Check corrects facts and tone and leaves the rest alone.

export interface SeedWriter {
  key: 'sarah' | 'james' | 'priya' | 'daniel';
  name: string;
  email: string;
  specialties: string[];
  bio: string;
  experience: string;
  sampleContent: string;
  portfolio: string | null;
  availability: string;
  rates: string;
}

export const SEED_WRITERS: readonly SeedWriter[] = [
  {
    key: 'sarah',
    name: 'Sarah Mitchell',
    email: 'sarah@humanise.example',
    specialties: ['marketing', 'seo', 'tech'],
    bio: 'Product and brand copywriter. I turn feature lists into reasons to buy, and I cut every word a reader would skip.',
    experience:
      'Eleven years in B2B and consumer tech: copy lead at a London agency for six years (SaaS launches, product pages, onboarding emails), then freelance for start-ups and scale-ups. I write for search without writing for robots.',
    sampleContent: `Most project tools promise to "streamline collaboration". Ours does something smaller and more useful: it tells you who is waiting on whom.

Every task shows the one person it is blocked by, in plain sight, on the board everybody already opens in the morning. No status meetings to find out, no chasing in three different chats. Teams that switched told us the Monday stand-up went from forty minutes to ten, because the board had already answered most of the questions.

Try it with one project for a fortnight. If nobody notices the difference, cancel in two clicks.`,
    portfolio: 'https://sarahmitchell.example/work',
    availability: 'Monday to Thursday, 9:00 to 17:30 UK time. Replies within a working day.',
    rates: '£75 an hour; product pages and emails at a fixed price once I have seen the brief.',
  },
  {
    key: 'james',
    name: 'James Whitfield',
    email: 'james@humanise.example',
    specialties: ['finance', 'technical', 'legal'],
    bio: 'Former personal-finance journalist. I check every number, every date and every claim a regulator would ask about.',
    experience:
      'Eight years on the money desk of a national newspaper, then four writing and fact-checking for investment platforms, pension providers and a fintech regulated by the FCA. Comfortable with financial promotions rules and with explaining them to marketing teams.',
    sampleContent: `An ISA is not an investment. It is a wrapper: a kind of account in which savings or investments grow without income tax or capital gains tax.

Every adult resident in the UK can put up to £20,000 a year into ISAs, split however they like between a cash ISA, a stocks and shares ISA and an innovative finance ISA. The allowance runs from 6 April to 5 April and does not roll over, so what you do not use by the end of the tax year is gone.

What goes inside the wrapper is a separate choice. A stocks and shares ISA can hold a single index fund or a hundred individual shares; the tax treatment is the same, and so is the risk of the investments themselves. The value can fall as well as rise.`,
    portfolio: 'https://jameswhitfield.example/clips',
    availability: 'Weekdays, with a same-day answer on anything that has a regulatory deadline.',
    rates: '£75 an hour. Fact-checks of long reports by the hour; articles at a fixed price.',
  },
  {
    key: 'priya',
    name: 'Priya Shah',
    email: 'priya@humanise.example',
    specialties: ['health', 'creative', 'education'],
    bio: 'Health and wellbeing writer. Warm without being woolly, and careful about what the evidence actually says.',
    experience:
      'Nine years writing patient information for NHS trusts and a national health charity, reviewed by clinicians, followed by freelance work for wellness brands, yoga studios and an online learning platform. Trained in plain-English writing and in reading clinical studies.',
    sampleContent: `If you work nights, you are not doing sleep wrong. You are sleeping against a body clock that expects you to be awake when it is light.

That is why the usual advice only gets you so far. Blackout blinds help, and so does keeping the same sleep times on your days off, even if that means a lie-in rather than a full switch back to days. A short nap before a night shift can make you more alert, but keep it under half an hour so you do not wake up groggy.

What the research does not support is any promise of a perfect eight hours. Most shift workers sleep less than day workers. The aim is sleep that is regular enough to feel better, not a number on a tracker.`,
    portfolio: null,
    availability:
      'Tuesday to Saturday. I take on two or three pieces a week so that each gets proper attention.',
    rates: '£75 an hour, or a fixed price per article agreed before I start.',
  },
  {
    key: 'daniel',
    name: 'Daniel Reyes',
    email: 'daniel@humanise.example',
    specialties: ['tech', 'education'],
    bio: 'Developer turned technical writer: documentation, tutorials and the emails that get people to finish them.',
    experience:
      'Five years as a web developer, then three writing documentation and tutorials for a cloud hosting company and an online coding school. I test every code sample I publish.',
    sampleContent: `Before you deploy, run the test suite against the production build, not the development one. The two differ in ways that matter: minified code, environment variables read at build time, and assets served from a different path.

Build once with npm run build, start the result with npm start, and point the tests at it. If something works in development and fails here, you have found the bug before your users did, which is the whole point of the exercise.`,
    portfolio: 'https://danielreyes.example',
    availability: 'Evenings and weekends, UK time.',
    rates: '£75 an hour.',
  },
];

export interface SeedDraft {
  key: string;
  title: string;
  serviceType: 'human-check' | 'rewrite';
  writingStyle: string;
  extraNotes: string | null;
  /** The AI draft the client pasted. */
  content: string;
  /** What the copywriter delivered (the first delivery when a revision follows). */
  delivered?: string;
  /** The client's reason for sending the first delivery back, and the revised text. */
  revision?: { reason: string; delivered: string };
  /** The client's stars and written review. */
  rating?: { stars: number; review: string | null };
}

export const SEED_DRAFTS = {
  async: {
    key: 'async',
    title: 'Why remote teams need async rituals',
    serviceType: 'rewrite',
    writingStyle: 'Conversational',
    extraNotes:
      'For our company blog. Readers are team leads at 20 to 200 person companies. About 300 words.',
    content: `In today's fast-paced digital landscape, remote teams must leverage asynchronous rituals to unlock unprecedented productivity. Async communication empowers team members to work on their own schedules, fostering a culture of trust and autonomy.

By embracing these rituals, organisations can navigate the complexities of distributed work and drive meaningful outcomes. Whether it's a weekly written update or a recorded demo, async rituals are a game-changer for teams looking to thrive in the modern world of work.

In conclusion, async rituals are not just a nice-to-have; they are an essential component of any successful remote team's toolkit.`,
    delivered: `When half your team starts work as the other half logs off, the daily stand-up stops working. Somebody is always joining at 7 a.m. or staying until 8 p.m., and the meeting that was meant to keep everyone in step becomes the thing everyone resents.

The fix is not fewer check-ins but different ones. Teams that work well across time zones replace a few live meetings with small written habits that happen at the same time every week. A Monday post in which each person says what they are working on and what is blocking them. A Thursday demo recorded in five minutes instead of presented in thirty. A decision log, so nobody has to have been in the room to know why something changed.

None of this is new, and none of it needs a new tool. What makes it a ritual is that it happens without anyone asking: the update is there on Monday whether or not the manager remembers to chase it.

Start with one. Pick the meeting your team would most happily lose, and replace it with a written update for a month. If you miss the meeting, bring it back. Most teams don't.`,
    rating: {
      stars: 5,
      review:
        'Sarah kept every point we wanted to make and threw away every phrase we were embarrassed by. The "Start with one" ending is now how we pitch the idea internally.',
    },
  },
  indexFunds: {
    key: 'indexFunds',
    title: 'A beginner’s guide to index funds',
    serviceType: 'human-check',
    writingStyle: 'Professional',
    extraNotes: 'Published on a UK savings blog, so it must not read as advice. Please check the facts.',
    content: `Index funds are a popular investment vehicle that track a market index such as the FTSE 100. They offer broad diversification, low fees and guaranteed long-term returns, making them an ideal choice for beginners.

In 1975 the first index fund was launched by Vanguard, revolutionising the investment landscape forever. Today, index funds are available to anyone, and UK investors can hold up to £25,000 a year in a stocks and shares ISA tax-free.

Because they simply follow the market, index funds carry no risk of losing money over the long term.`,
    delivered: `Index funds are a popular way to invest: each one tracks a market index, such as the FTSE 100, by holding the shares in it. They offer broad diversification and usually low fees, which is why many beginners start with them.

The first index fund available to ordinary investors was launched by Vanguard in 1976. Today index funds are widely available, and UK investors can hold up to £20,000 a year across their ISAs, including a stocks and shares ISA, without paying income tax or capital gains tax on the returns.

Because an index fund follows the market, its value rises and falls with it: you can get back less than you put in, especially over short periods. Past performance is not a guide to future returns.`,
    rating: {
      stars: 5,
      review:
        'Caught three factual errors I would have published: the launch year, the ISA allowance and the "no risk" line. Exactly what a Human Check should be.',
    },
  },
  isa: {
    key: 'isa',
    title: 'Explainer: stocks and shares ISAs',
    serviceType: 'human-check',
    writingStyle: 'Professional',
    extraNotes: 'Short explainer for our app’s help centre.',
    content: `A stocks and shares ISA is a type of savings account that lets you invest in the stock market tax-free. You can open as many stocks and shares ISAs as you like each year, and any unused allowance is carried forward to the next tax year.

Unlike a cash ISA, your money is invested in funds or shares, so returns are typically higher. It's the perfect way to grow your wealth with zero risk.`,
    delivered: `A stocks and shares ISA is a type of account that lets you invest in the stock market without paying income tax or capital gains tax on the returns. Since April 2024 you can open as many stocks and shares ISAs as you like each year, as long as the total you pay into all your ISAs stays within the £20,000 allowance. Any unused allowance is lost at the end of the tax year; it is not carried forward.

Unlike a cash ISA, your money is invested in funds or shares, so returns have often been higher over long periods. They are not guaranteed: the value of your investments can fall as well as rise, and you may get back less than you put in.`,
    rating: {
      stars: 5,
      review: 'Clear, accurate and still short enough for a help page.',
    },
  },
  aurora: {
    key: 'aurora',
    title: 'Product page: the Aurora standing desk',
    serviceType: 'rewrite',
    writingStyle: 'Persuasive',
    extraNotes:
      'Product page for our website. Mention the motor, the memory presets and the 10-year warranty.',
    content: `Introducing the Aurora standing desk, the ultimate solution for the modern workspace. Crafted with precision and designed for excellence, Aurora seamlessly blends form and function to elevate your productivity to new heights.

With its state-of-the-art motor and intuitive controls, transitioning between sitting and standing has never been easier. Experience the perfect harmony of style and ergonomics today.`,
    delivered: `Sit for the morning's emails. Stand for the afternoon's calls. The Aurora goes from one to the other in about twelve seconds, quietly enough that nobody on the call will notice.

Its dual motor lifts up to 120 kg, so two monitors, a laptop and a pile of books are no trouble. Save your sitting and standing heights to the memory buttons once, and from then on it is one press.

The solid oak top is finished by hand, and the steel frame comes in black or white.`,
    revision: {
      reason:
        'Lovely tone, but the 10-year warranty is missing and it is the main thing customers ask about. Could you also add the desk sizes?',
      delivered: `Sit for the morning's emails. Stand for the afternoon's calls. The Aurora goes from one to the other in about twelve seconds, quietly enough that nobody on the call will notice.

Its dual motor lifts up to 120 kg, so two monitors, a laptop and a pile of books are no trouble. Save your sitting and standing heights to the memory buttons once, and from then on it is one press.

The solid oak top is finished by hand, in two sizes: 140 by 70 cm for a home office, 160 by 80 cm if you need room to spread out. The steel frame comes in black or white.

We guarantee the frame and motor for ten years. If either fails, we repair or replace it, and we collect it from your door.`,
    },
    rating: {
      stars: 4,
      review:
        'The first version missed the warranty, which was in our brief, but the revision was quick and the page reads far better than anything we had.',
    },
  },
  sleep: {
    key: 'sleep',
    title: 'Sleep hygiene tips for shift workers',
    serviceType: 'human-check',
    writingStyle: 'Conversational',
    extraNotes: 'For our occupational health newsletter. Please make sure nothing here is medically wrong.',
    content: `Shift workers often struggle with sleep. Experts recommend keeping the bedroom cool, dark and quiet, avoiding caffeine one hour before sleep, and using blackout curtains.

Studies show that 90% of shift workers who follow these tips sleep eight hours every night. Melatonin supplements are also a safe and effective cure for shift work sleep disorder and can be bought over the counter in the UK.`,
    delivered: `Shift workers often struggle with sleep. Experts recommend keeping the bedroom cool, dark and quiet, avoiding caffeine for at least six hours before sleep, and using blackout curtains.

These tips can make sleep easier, but no routine guarantees eight hours every night: most shift workers sleep less than people who work days, and that is not a personal failing. Melatonin is not a cure for shift work sleep disorder, and in the UK it is only available on prescription for adults, so talk to your GP or your occupational health team before trying it.`,
    rating: {
      stars: 5,
      review:
        'Priya removed a statistic nobody could source and fixed the melatonin advice, which was simply wrong for the UK. Our occupational health nurse signed it off without a single change.',
    },
  },
  yoga: {
    key: 'yoga',
    title: 'Welcome email for new yoga studio members',
    serviceType: 'rewrite',
    writingStyle: 'Creative',
    extraNotes: 'First email after someone buys an intro pass. Warm, short, no pressure to upgrade.',
    content: `Dear Valued Member,

Welcome to Lotus Flow Yoga! We are delighted to have you join our vibrant community of wellness enthusiasts. At Lotus Flow, we believe that yoga is a transformative journey that nurtures the mind, body and soul.

Your intro pass gives you unlimited access to our world-class classes for 14 days. Don't miss this incredible opportunity to unlock your full potential. Upgrade to a monthly membership today to continue your journey!`,
    delivered: `Hi {first name},

Your intro pass is ready: two weeks of any class on the timetable, as many as you like.

If you are new to yoga, start with Slow Flow on Tuesday or Saturday morning. It is the class our teachers recommend to their own friends. Come ten minutes early so we can show you where the mats and blocks live, and tell your teacher about any injuries; they would much rather know.

You don't need special clothes, just something you can move in. We have showers, lockers and, after the evening classes, a pot of tea.

See you on the mat,
Hannah and the Lotus Flow team`,
    rating: {
      stars: 4,
      review:
        'Much warmer than ours. We added back a line about the monthly membership, but the rest went out as written.',
    },
  },
  cloud: {
    key: 'cloud',
    title: 'Case study: cutting cloud costs by a third',
    serviceType: 'human-check',
    writingStyle: 'Technical',
    extraNotes: 'Customer case study. Acme Logistics approved the figures: 31% over four months.',
    content: `By migrating to reserved instances and right-sizing workloads, Acme Logistics reduced its monthly cloud spend by 33% in just three months. The project leveraged cutting-edge tooling to identify idle resources and optimise storage tiers across every region.

The results speak for themselves: Acme now enjoys a future-proof, best-in-class infrastructure that scales seamlessly with its business.`,
    delivered: `By migrating to reserved instances and right-sizing workloads, Acme Logistics reduced its monthly cloud spend by 31% over four months. The project used a weekly report to identify idle resources, such as test environments left running over weekends, and moved two years of delivery logs to cheaper archive storage.

The savings have held: Acme now reviews the report every Monday, and its cloud spend has stayed at the new level for the two quarters since.`,
  },
  menu: {
    key: 'menu',
    title: 'Newsletter: spring menu launch',
    serviceType: 'rewrite',
    writingStyle: 'Conversational',
    extraNotes: 'Goes to about 3,000 regulars. Mention the wild garlic risotto and the new Sunday opening.',
    content: `We are thrilled to announce our delectable new spring menu, a culinary journey that tantalises the taste buds and celebrates the vibrant flavours of the season.

Join us for an unforgettable dining experience that will leave you craving more. Our talented chefs have crafted a symphony of dishes using only the freshest ingredients.`,
  },
  mortgage: {
    key: 'mortgage',
    title: 'FAQ page for a mortgage broker',
    serviceType: 'human-check',
    writingStyle: 'Professional',
    extraNotes: 'We are FCA regulated; please flag anything that would not pass compliance.',
    content: `Q: How much can I borrow?
A: Most lenders will lend up to 6 times your annual income, so a couple earning £60,000 between them can always borrow £360,000.

Q: Do I need a deposit?
A: You will usually need a deposit of at least 5% of the property price. A bigger deposit gives you access to better rates.`,
  },
  bakery: {
    key: 'bakery',
    title: 'About us page for a family bakery',
    serviceType: 'rewrite',
    writingStyle: 'Creative',
    extraNotes: 'Three generations, same street since 1962. We still make the bread by hand before 5 a.m.',
    content: `Welcome to Hartley's Bakery, where passion meets tradition. For over six decades, our family-owned establishment has been dedicated to crafting artisanal baked goods of the highest quality.

We believe in using only the finest ingredients to create products that delight our valued customers. Come and experience the magic of Hartley's today!`,
  },
  bcorp: {
    key: 'bcorp',
    title: 'LinkedIn post: our B Corp certification',
    serviceType: 'rewrite',
    writingStyle: 'Professional',
    extraNotes: 'From our CEO’s account. Under 200 words, no hashtags wall.',
    content: `We are incredibly proud and humbled to announce that we are now officially a Certified B Corporation! This milestone is a testament to our unwavering commitment to making a positive impact on people and the planet.

This journey has been nothing short of transformative, and we couldn't have done it without our amazing team. #BCorp #Sustainability #Purpose #Impact #Leadership #Growth`,
  },
  garden: {
    key: 'garden',
    title: 'Press release: a new community garden in Walthamstow',
    serviceType: 'human-check',
    writingStyle: 'Professional',
    extraNotes: 'Opening on the first Saturday of next month. Quote from our chair, Ruth Adeyemi.',
    content: `Walthamstow residents will soon be able to enjoy a brand-new community garden, thanks to the tireless efforts of local volunteers. The garden, which spans an impressive 5 acres, will feature raised beds, a wildlife pond and a composting area.

"This garden is a game-changer for our community," said Ruth Adeyemi, chair of the Friends of Markhouse Green.`,
  },
  language: {
    key: 'language',
    title: 'Landing page for a language-learning app',
    serviceType: 'rewrite',
    writingStyle: 'Persuasive',
    extraNotes: 'Audience: adults who gave up on a language before. Keep it honest: no "fluent in 30 days".',
    content: `Unlock your potential with LinguaLeap, the revolutionary app that makes learning a new language effortless. Our cutting-edge AI-powered platform adapts to your unique learning style, helping you become fluent in just 30 days.

Join millions of satisfied learners worldwide and embark on your language-learning journey today!`,
  },
  tent: {
    key: 'tent',
    title: 'Blog intro: choosing a family tent',
    serviceType: 'rewrite',
    writingStyle: 'Conversational',
    extraNotes: null,
    content: `Choosing the perfect family tent can be a daunting task. With so many options available on the market, it's essential to consider factors such as size, weather resistance and ease of setup to ensure an unforgettable camping adventure.`,
  },
  podcast: {
    key: 'podcast',
    title: 'Show notes for a gardening podcast',
    serviceType: 'rewrite',
    writingStyle: 'Conversational',
    extraNotes: 'Episode 42, about growing tomatoes on a balcony.',
    content: `In this exciting episode, we dive deep into the wonderful world of balcony tomatoes. Join us as we explore the secrets to growing bountiful harvests in even the smallest of spaces. You won't want to miss it!`,
  },
} satisfies Record<string, SeedDraft>;

export interface SeedPost {
  title: string;
  slug: string;
  category: 'ai-writing' | 'editing' | 'search';
  excerpt: string;
  content: string;
}

export const SEED_CATEGORIES = [
  {
    slug: 'ai-writing',
    name: 'AI and writing',
    description: 'What AI drafts get right, what they get wrong, and how to tell.',
  },
  {
    slug: 'editing',
    name: 'Editing craft',
    description: 'How our copywriters work: the habits behind a good edit.',
  },
  {
    slug: 'search',
    name: 'Search and SEO',
    description: 'Writing that search engines and readers both reward.',
  },
] as const;

export const SEED_POSTS: readonly SeedPost[] = [
  {
    title: 'Five phrases that give an AI draft away',
    slug: 'five-phrases-that-give-an-ai-draft-away',
    category: 'ai-writing',
    excerpt:
      'Readers have learned the tells. Here are the five we cut most often, and what we write instead.',
    content: `Readers have become good at spotting text nobody wrote. They may not say "this was generated", but they stop trusting it, and they stop reading.

These are the five phrases our copywriters remove most often.

## 1. "In today's fast-paced world"

An opening that could start any article about anything. Start with the reader's problem instead: "When half your team logs off as the other half starts..."

## 2. "Unlock", "elevate", "empower"

Verbs that promise a transformation without saying what changes. Ask what the product actually does, and write that.

## 3. "It's not just X, it's Y"

A construction that sounds like insight and usually contains none. Most of the time, X was fine.

## 4. "Seamlessly"

Nothing is seamless. If setup takes two minutes, say two minutes.

## 5. "In conclusion"

If the piece needs a signpost to say it is ending, the ending is not doing its job. End on the one thing you want the reader to do next.

None of these phrases is wrong on its own. Together, they tell a reader that nobody cared enough to choose the words.`,
  },
  {
    title: 'Why AI invents facts, and how a Human Check catches them',
    slug: 'why-ai-invents-facts',
    category: 'ai-writing',
    excerpt:
      'A language model predicts plausible words, not true ones. That is why dates, figures and sources need a person.',
    content: `A language model writes the most plausible next word. Most of the time plausible and true are the same thing. When they are not, the model has no way to notice.

That is why invented facts in AI drafts look so convincing. A date a year out, an ISA allowance from a previous tax year, a statistic with a precise percentage and no source: each one *sounds* right, which is exactly how it was chosen.

## What our copywriters check

- **Every number.** Figures, dates, limits and prices are checked against a primary source: the regulator, the official statistics, the company's own report.
- **Every claim of certainty.** "Guaranteed", "no risk", "always" and "proven" get particular attention, because they are the words that cause complaints.
- **Every quotation.** If a person is quoted, somebody must be able to confirm they said it.

## What a Human Check does not do

It does not rewrite your draft into a different piece. If the structure works and the tone is close, we fix what is wrong and leave the rest as it is. If it needs more than that, we will say so, and suggest a Complete Rewrite.`,
  },
  {
    title: 'Should you tell readers you used AI?',
    slug: 'should-you-tell-readers-you-used-ai',
    category: 'ai-writing',
    excerpt: 'There is no single rule yet. Here is how we think about disclosure, and what our clients do.',
    content: `Our clients ask this more than any other question, and the honest answer is that it depends on what the text is for.

For a product page or a help article, readers care whether the information is right and useful. How the first draft was produced matters less than whether someone accountable checked it.

For anything that trades on a person's voice, such as a founder's letter, an opinion column or a newsletter that readers subscribe to because of who writes it, the expectation is different. Readers assume a person wrote it, and finding out otherwise feels like a broken promise.

## A simple test

Ask yourself whether a reader who found out how the text was made would feel misled. If they would, either disclose it or make sure a person has genuinely made the piece their own.

That second option is what most of our clients choose: the draft is a starting point, and the published words belong to the person whose name is on them.`,
  },
  {
    title: 'How we edit: the three passes',
    slug: 'how-we-edit-the-three-passes',
    category: 'editing',
    excerpt: 'Structure first, then sentences, then facts. Why the order matters more than the red pen.',
    content: `Every copywriter on Humanise works differently, but most of them edit in three passes, and in the same order.

## Pass one: structure

Does the piece start where the reader is? Does each paragraph earn its place? This is where whole sections move or disappear. There is no point polishing a sentence that is about to be cut.

## Pass two: sentences

Now the language: the filler words, the passive constructions, the three adjectives where one would do. This is the pass most people imagine when they think of editing, and it is rarely the one that makes the biggest difference.

## Pass three: facts and details

Names, numbers, dates, links and claims, checked one by one against their sources. This comes last because earlier passes often change which facts the piece needs.

A Human Check is mostly passes two and three. A Complete Rewrite starts again from pass one.`,
  },
  {
    title: 'Writing a brief your copywriter will thank you for',
    slug: 'writing-a-brief-your-copywriter-will-thank-you-for',
    category: 'editing',
    excerpt: 'Four sentences in the notes field save a round of revisions. Here is what to put in them.',
    content: `The notes field on the submission form is optional, and the jobs that come back right the first time almost always use it.

You do not need a long brief. Four things cover most of what a copywriter needs to know:

1. **Who reads it.** "Team leads at companies of 20 to 200 people" is more useful than "professionals".
2. **Where it appears.** A product page, an email and a LinkedIn post need very different lengths and rhythms.
3. **What must be in it.** The warranty, the opening date, the quote from your chair: anything you would send back if it were missing.
4. **What must not.** Claims your compliance team will not accept, competitors you do not name, words your brand never uses.

If you have a piece of writing you like, link it or paste a paragraph. One example of the tone you want is worth a page of adjectives.`,
  },
  {
    title: 'Does Google penalise AI content?',
    slug: 'does-google-penalise-ai-content',
    category: 'search',
    excerpt: 'Not for being AI. For being unhelpful, which unedited AI content often is.',
    content: `Google's guidance is clear on one point: it does not rank content lower because of how it was produced. It ranks content by whether it is helpful, reliable and written for people rather than for search engines.

The trouble is that unedited AI drafts often fail that test in predictable ways:

- They repeat what every other page already says, because that is what the model has read most often.
- They state facts confidently and sometimes wrongly.
- They answer the question around the question, at length, rather than the one the searcher asked.

## What helps

Original information helps most: your own figures, your customers' experience, an expert's judgement. A copywriter can also make sure the page answers the search in its first paragraph, that headings say what the sections contain, and that nothing on the page would embarrass you if a customer quoted it back.

Search engines reward the same things readers do. Write for the reader, and check it properly.`,
  },
  {
    title: 'Meta descriptions that get the click',
    slug: 'meta-descriptions-that-get-the-click',
    category: 'search',
    excerpt: 'The two lines under your link in the results are an advert. Most sites waste them.',
    content: `A meta description does not change where your page ranks. It changes whether anyone clicks on it, which is the point of ranking in the first place.

## Say what the page gives

"Learn everything you need to know about ISAs" promises nothing. "How the £20,000 ISA allowance works, which ISA suits you, and what happens if you go over" tells the searcher that their question is answered here.

## Keep it under about 150 characters

Longer descriptions are cut off, often mid-word. Put what matters first.

## Write one per page

A description copied across a site tells searchers nothing about any of the pages. If a page is not worth its own description, ask whether it is worth having.`,
  },
];
