import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS, RISKS, SAMPLE_COPYWRITERS, servicesCopy, TRUSTED_BY } from './home-content.ts';

describe('landing copy', () => {
  it('has the three steps and the four risks', () => {
    expect(HOW_IT_WORKS.map((step) => step.title)).toEqual([
      'Submit content',
      'Human review and refinement',
      'Receive polished content',
    ]);
    expect(RISKS.map((risk) => risk.title)).toEqual([
      'Hallucinations and misinformation',
      'Lack of originality',
      'SEO penalties',
      'Reader disconnect',
    ]);
    expect(TRUSTED_BY).toHaveLength(5);
  });

  it('has the three sample copywriters with their roles, projects and every listed skill', () => {
    expect(SAMPLE_COPYWRITERS.map((writer) => [writer.role, writer.projects])).toEqual([
      ['Senior Copywriter', 152],
      ['Content Strategist', 98],
      ['Creative Writer', 121],
    ]);
    expect(SAMPLE_COPYWRITERS.flatMap((writer) => writer.skills).sort()).toEqual(
      [
        'Technology',
        'Marketing',
        'SaaS',
        'Finance',
        'B2B',
        'Thought Leadership',
        'E-commerce',
        'Lifestyle',
        'Health & Wellness',
      ].sort(),
    );
  });

  it('spells the rewrite bullet as asked and keeps the marketing turnarounds', () => {
    const [check, rewrite] = servicesCopy('optimization');
    expect(rewrite?.features).toContain('Strategic optimization for engagement');
    expect(check?.turnaround).toMatch(/^24-48 hours/);
    expect(rewrite?.turnaround).toMatch(/^2-4 days/);
  });
});
