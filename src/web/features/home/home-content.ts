// The static copy of the landing page (docs/product.md "Screens"), kept apart from the layout.

export const HOW_IT_WORKS = [
  {
    title: 'Submit content',
    description: 'Paste your AI-generated text, choose a service type and add any requirements.',
  },
  {
    title: 'Human review and refinement',
    description:
      'A professional copywriter checks the facts, polishes the language and adds the human touch.',
  },
  {
    title: 'Receive polished content',
    description: 'Get back authentic, accurate content that is ready to publish.',
  },
] as const;

export const RISKS = [
  {
    key: 'hallucinations',
    title: 'Hallucinations and misinformation',
    description: 'AI states invented facts, figures and sources with complete confidence.',
  },
  {
    key: 'originality',
    title: 'Lack of originality',
    description: 'Generic phrasing and recycled ideas make your brand sound like everyone else.',
  },
  {
    key: 'seo',
    title: 'SEO penalties',
    description: 'Search engines reward helpful, original content and demote thin, mass-produced text.',
  },
  {
    key: 'reader',
    title: 'Reader disconnect',
    description: 'Readers notice robotic prose quickly, and trust goes with it.',
  },
] as const;

export const TRUSTED_BY = ['Northwind', 'Brightline', 'Oakridge', 'Lumina', 'Fernway'] as const;

export interface ServiceCopy {
  key: 'human-check' | 'rewrite';
  title: string;
  summary: string;
  features: string[];
  turnaround: string;
}

/** The one word that differs between spellings is passed in, so the list stays in one place. */
export function servicesCopy(optimisation: string): ServiceCopy[] {
  return [
    {
      key: 'human-check',
      title: 'Human Check',
      summary: 'For content that is mostly on track and needs an expert eye.',
      features: [
        'Correct factual errors and hallucinations',
        'Fix grammar, punctuation and syntax',
        'Improve readability and flow',
        'Adjust tone to your brand voice',
        'Add human nuance',
      ],
      turnaround: '24-48 hours depending on length',
    },
    {
      key: 'rewrite',
      title: 'Complete Rewrite',
      summary: 'For content that needs a full transformation.',
      features: [
        'Full restructuring',
        'Original insights',
        'Authentic voice',
        `Strategic ${optimisation} for engagement`,
        'Better SEO value',
      ],
      turnaround: '2-4 days depending on length and complexity',
    },
  ];
}

export interface SampleCopywriter {
  name: string;
  role: 'Senior Copywriter' | 'Content Strategist' | 'Creative Writer';
  projects: number;
  skills: string[];
}

// The landing page's sample copywriters: static, not real accounts.
export const SAMPLE_COPYWRITERS: readonly SampleCopywriter[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Senior Copywriter',
    projects: 152,
    skills: ['Technology', 'Marketing', 'SaaS'],
  },
  {
    name: 'James Whitfield',
    role: 'Content Strategist',
    projects: 98,
    skills: ['Finance', 'B2B', 'Thought Leadership'],
  },
  {
    name: 'Priya Shah',
    role: 'Creative Writer',
    projects: 121,
    skills: ['E-commerce', 'Lifestyle', 'Health & Wellness'],
  },
];
