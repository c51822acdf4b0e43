import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from './analyze-job-description';
import { isShoutedPosting, unshoutedPosting } from './shouted-posting';

const SHOUTED = `PLUMBERS WANTED – LEEDS
THE ROLE:
- SERVICING AND REPAIR OF COMMERCIAL WATER HEATERS
- CARRYING OUT LEGIONELLA RISK CHECKS (L8)
- DEALING WITH SITE MANAGERS IN A CALM MANNER
REQUIREMENTS:
- WRAS APPROVED, 3 YEARS EXPERIENCE. FULL DRIVING LICENCE`;

describe('a posting typed in capitals', () => {
  it('is read in sentence case, codes with digits kept', () => {
    expect(isShoutedPosting(SHOUTED)).toBe(true);
    expect(unshoutedPosting(SHOUTED)).toContain('- Carrying out legionella risk checks (L8)');
    expect(unshoutedPosting(SHOUTED)).toContain('- Wras approved, 3 years experience. Full driving licence');
  });

  it('leaves a posting with capital headings or acronyms as it is', () => {
    const usual =
      'ABOUT US\nWe run HVAC and BMS work across the North.\nWHAT YOU WILL DO\n- Service AHUs and FCUs';
    expect(isShoutedPosting(usual)).toBe(false);
    expect(unshoutedPosting(usual)).toBe(usual);
  });

  it('asks about no clause in capitals as if it were a product', () => {
    const skills = analyzeJobDescription({ title: 'Plumber', jobDescription: SHOUTED }).skills.map(
      (skill) => skill.name,
    );
    expect(skills).not.toContain('DEALING WITH SITE MANAGERS IN');
    expect(skills.filter((name) => /^[A-Z\s]{12,}$/.test(name))).toEqual([]);
  });
});
