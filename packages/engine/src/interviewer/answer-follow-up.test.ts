import { describe, expect, it } from 'vitest';
import type { PlannedQuestion } from '@intervia/shared';
import { answerQuality, chooseFollowUp, insteadAction, toSecondPerson } from './answer-follow-up';

const technical: PlannedQuestion = {
  text: 'Tell me about a project where you used React. What decisions did you make, and why?',
  kind: 'technical',
  skill: 'React',
  expectedPoints: ['a concrete project', 'the key decisions with React', 'reasons and trade-offs'],
};
const behavioural: PlannedQuestion = {
  text: 'Tell me about a time you mentored or coached someone.',
  kind: 'behavioural',
  skill: 'Mentoring',
  expectedPoints: ['situation', 'what you did', 'the result'],
};
const practice: PlannedQuestion = {
  text: 'Walk me through how you approach accessibility.',
  kind: 'role-specific',
  skill: 'Accessibility',
  expectedPoints: ['the context', 'the approach step by step'],
};

const follow = (
  question: PlannedQuestion,
  answer: string,
  asked: Parameters<typeof chooseFollowUp>[0]['asked'] = [],
) => chooseFollowUp({ question, answer, asked });

describe('follow-ups on what the candidate said', () => {
  it('asks how a number was measured, quoting it back', () => {
    const followUp = follow(
      technical,
      'We had a slow dashboard, so I profiled it and virtualised the table, and the load time dropped from eight seconds to under two seconds for our biggest customers.',
    );
    expect(followUp?.kind).toBe('measure');
    expect(followUp?.text).toMatch(/from eight seconds to under two seconds/);
    expect(followUp?.text).toMatch(/How did you measure/);
  });

  it('never asks for the figure before when the answer gave it, nor how it was measured when it said so', () => {
    // Before and after given: the number is probed, not asked for again.
    const fromTo = follow(
      technical,
      'After the release I watched the real user monitoring dashboard for a week, and the page load time went from 4.2 seconds to 1.8 seconds.',
    );
    expect(fromTo?.kind).toBe('measure');
    expect(fromTo?.text).toMatch(
      /^You mentioned that the page load time went from 4\.2 seconds to 1\.8 seconds\./,
    );
    expect(fromTo?.text).not.toMatch(/what was it before|How did you measure/);
    expect(fromTo?.text).toMatch(/What else could have moved that number/);
    // "down from 40", "it used to take forty minutes": the figure before, said another way.
    for (const answer of [
      'The build takes 12 minutes now, down from 40, after I split it over four machines and cached the dependencies properly.',
      'It used to take forty minutes to run the suite, and after I split it across four machines it takes twelve minutes now.',
      'We had a slow dashboard, so I profiled it and virtualised the table, and the load time dropped from eight seconds to under two seconds for our biggest customers.',
    ]) {
      const followUp = follow(technical, answer);
      expect(followUp?.kind, answer).toBe('measure');
      expect(followUp?.text, answer).toMatch(
        /How did you measure that, and how did you know the change came from your work/,
      );
      expect(followUp?.text, answer).not.toMatch(/what was it before/);
    }
    // How it was measured given, the figure before not: only that is asked.
    const measured = follow(
      technical,
      'I measured it with Lighthouse on every release, and the page now loads in 1.8 seconds on a typical phone for our users.',
    );
    expect(measured?.text).toMatch(/What was it before\?|What was it before,/);
    expect(measured?.text).not.toMatch(/How did you measure/);
    // Neither given: both are asked.
    expect(
      follow(
        technical,
        'I rewrote the image pipeline and the page now loads in 1.8 seconds on a typical phone, which our customers noticed.',
      )?.text,
    ).toMatch(/How did you measure that, and what was it before\?/);
    // A result whose evidence the answer gave is not asked how it was known.
    expect(
      follow(
        practice,
        'I went through the checkout with a screen reader and fixed the focus order, and the analytics showed it made the flow much better for keyboard users.',
      )?.kind,
    ).not.toBe('how-known');
  });

  it('asks why on a decision, in the second person', () => {
    const followUp = follow(
      technical,
      'For the admin app I decided to move all the filtering to the server because the lists were huge and the browser could not cope with it at all.',
    );
    expect(followUp?.kind).toBe('why-choice');
    expect(followUp?.text).toMatch(/^You said that .*you decided to move all the filtering to the server/);
    // The answer said why ("because the lists were huge"): what else was considered is asked instead.
    expect(followUp?.text).toMatch(/What else did you consider, and what made you rule it out\?$/);
  });

  it('asks about a decision only what the answer did not say: the reason, the alternative, or what would change it', () => {
    const question = (answer: string) => follow(technical, answer)?.text.replace(/^.*?\.\s/, '');
    expect(
      question(
        'We picked Redis for the session store after a long debate, and it has been running for two years without a single outage.',
      ),
    ).toBe('Why that choice, and what else did you consider?');
    expect(
      question(
        'I profiled it and found we were rendering thousands of rows at once, so I decided to virtualise the table for the biggest customers.',
      ),
    ).toBe('What else did you consider, and what made you rule it out?');
    expect(
      question(
        'I chose PostgreSQL over MongoDB for the last project, and the reporting team loved it from the start.',
      ),
    ).toBe('What tipped it in favour of that choice over the other option?');
    expect(
      question(
        'We chose PostgreSQL over MongoDB for the last project because our data was very relational and we needed transactions for payments.',
      ),
    ).toBe('What would have had to be different for the other option to win?');
  });

  it('asks about a tool the candidate brought up that the question did not name', () => {
    const followUp = follow(
      technical,
      'I built the component library for our design system and documented every component in Storybook so the designers could review them before release.',
    );
    expect(followUp).toMatchObject({ kind: 'why-tool' });
    expect(followUp?.text).toMatch(/Storybook/);
  });

  it('names a tool as the candidate said it', () => {
    const followUp = follow(
      technical,
      'Order events go through Kafka in my current job, and the checkout page reads them from a consumer I maintain with one other engineer.',
    );
    expect(followUp?.text).toMatch(/^You brought up Kafka\./);
  });

  it('asks how a claimed result was known when no number was given', () => {
    const followUp = follow(
      practice,
      'I went through the checkout with a screen reader, fixed the labels and focus order, and it made the whole flow much better for keyboard users in the end.',
    );
    expect(followUp?.kind).toBe('how-known');
    expect(followUp?.text).toMatch(/How did you know it worked/);
  });

  it('asks for the candidate’s own part when the answer is all "we"', () => {
    const followUp = follow(
      behavioural,
      'Honestly it was a team effort. We set up a buddy system for new joiners, we paired every week, and the team kept notes together so everyone could learn from them over time.',
    );
    expect(followUp?.kind).toBe('own-part');
  });

  it('asks a different follow-up the second time', () => {
    const answer =
      'We had a slow dashboard, so I profiled it and virtualised the table, and the load time dropped from eight seconds to under two seconds for our biggest customers.';
    const second = follow(technical, answer, ['measure']);
    expect(second?.kind).not.toBe('measure');
    expect(second).not.toBeNull();
  });

  it('nudges a short answer using the candidate’s own words, not thanks', () => {
    const followUp = follow(technical, 'I used it for caching.');
    expect(followUp?.kind).toBe('nudge');
    expect(followUp?.text).toMatch(/^You mentioned that you used it for caching\./);
    expect(followUp?.text).not.toMatch(/thank/i);
  });

  it('gives "I don’t know … I would google it" a specific, encouraging simpler angle', () => {
    const followUp = follow(technical, 'I am not really sure... I would probably google it.');
    expect(followUp?.kind).toBe('simpler-angle');
    expect(followUp?.text).toMatch(/looking things up is part of the job/);
    expect(followUp?.text).not.toMatch(/thank/i);
    const plain = follow(practice, 'I do not know, sorry.');
    expect(plain?.text).toMatch(/simpler angle/);
    expect(plain?.text).toMatch(/accessibility/);
    expect(plain?.text).not.toMatch(/Accessibility/);
  });

  it('builds on a short fragment in the candidate’s own words', () => {
    const followUp = follow(technical, 'Mostly React and Redux.');
    expect(followUp?.kind).toBe('nudge');
    expect(followUp?.text).toMatch(/^You mentioned mostly React and Redux\./);
  });

  it('says back what an answer said when the probe left to ask would not use its words', () => {
    const answer =
      'I rebuilt the onboarding checklist for new starters together with the office manager over two afternoons.';
    const followUp = follow(practice, answer);
    expect(followUp?.kind).toBe('trade-off');
    expect(followUp?.text).toMatch(
      /^You said you rebuilt the onboarding checklist for new starters together with the office manager over two afternoons\. What was the trade-off/,
    );
    // A long answer too: a probe that names nothing of it would be a stock question.
    const long = `${answer} It took a while to agree on the order of the steps, and the team wanted a printed copy as well as the one on the intranet, so we kept both.`;
    expect(follow(practice, long, ['own-part'])?.text).toMatch(/^You said .+\. What was the trade-off/);
  });

  it('hears doubt typed with curly apostrophes, and names what follows a "Not sure" opening the answer', () => {
    const typed = 'I’m not sure how the night rota counts overtime – I’ve never worked nights.';
    expect(answerQuality(typed)).toBe('dont-know');
    expect(follow(practice, typed)?.text).toMatch(
      /what you do know about how the night rota counts overtime/,
    );
    const bare = 'Not sure on how the warehouse scanner books a damaged pallet, never used one.';
    expect(answerQuality(bare)).toBe('dont-know');
    expect(follow(practice, bare)?.text).toMatch(/how the warehouse scanner books a damaged pallet/);
    expect(answerQuality('I am not fully sure of the exact cut-off dates for the pension scheme.')).toBe(
      'dont-know',
    );
  });

  it('names the thing a candidate is unsure of without what it is compared to, and keeps "and" inside it', () => {
    expect(
      follow(practice, 'I am not sure how the new ledger handles accruals compared to our old Sage setup.')
        ?.text,
    ).toMatch(/about how the new ledger handles accruals, even/);
    expect(
      follow(practice, 'I am not sure how a small team should split cover between weekdays and weekends.')
        ?.text,
    ).toMatch(/about how a small team should split cover between weekdays and weekends, even/);
  });

  it('takes up what an unsure answer did say when it names no thing to be unsure of', () => {
    const followUp = follow(
      practice,
      "I'm not sure to be honest, we always just used the rota template the regional office sent round.",
    );
    expect(followUp?.kind).toBe('simpler-angle');
    expect(followUp?.text).toMatch(
      /^That is fine\. You mentioned that you always just used the rota template/,
    );
    expect(followUp?.text).not.toMatch(/be honest/);
  });

  it('hears "probably …" after a doubt as what the candidate would do', () => {
    expect(follow(practice, "I don't know. Probably escalate it to the duty manager.")?.text).toMatch(
      /knowing you would escalate it to the duty manager/,
    );
  });

  it('asks why when the answer sets one course against another', () => {
    const followUp = follow(
      practice,
      'I would talk to the tenant first and keep it informal rather than sending a formal warning letter straight away, because most of them respond to a friendly call.',
    );
    expect(followUp?.kind).toBe('why-choice');
    expect(followUp?.text).toMatch(/rather than sending a formal warning letter/);
  });

  it('says "you were" and "you are" for "I was" and "I am"', () => {
    expect(toSecondPerson('I was on the night desk and I am still there')).toBe(
      'you were on the night desk and you are still there',
    );
  });

  it('takes up what the candidate says they would do instead of knowing, in their words', () => {
    const followUp = follow(
      technical,
      "I'm not sure how the load balancer handles that - I'd probably ask my team lead or test it on staging first.",
    );
    expect(followUp?.kind).toBe('simpler-angle');
    expect(followUp?.text).toMatch(
      /^That is fine: knowing you would ask your team lead or test it on staging first is a sensible start\./,
    );
    expect(followUp?.text).not.toMatch(/\bmy\b|…/);
    // Looking it up keeps its own answer; no action named keeps the plain simpler angle.
    expect(follow(technical, 'I am not really sure... I would probably google it.')?.text).toMatch(
      /looking things up/,
    );
    expect(follow(practice, 'I do not know, sorry.')?.text).toMatch(/simpler angle/);
  });

  it('keeps what the candidate is unsure of as a question when they put it as one', () => {
    expect(
      follow(technical, "I'm not sure how the cache handles that exact case - I'd test it on staging first.")
        ?.text,
    ).toMatch(/what you do know about how the cache handles that exact case,/);
    expect(follow(practice, 'No idea what the exact contrast ratio for large text is.')?.text).toMatch(
      /what you do know about the exact contrast ratio for large text,/,
    );
  });

  it('says back only a short action, cut where its first alternative ends', () => {
    expect(
      insteadAction("Not sure. I'd check the National Annex or ask the associate to look over it."),
    ).toBe('check the National Annex or ask the associate to look over it');
    expect(
      insteadAction(
        "No idea, I'd ask the duty manager, the night auditor and whoever was on the desk that evening what they saw when it happened",
      ),
    ).toBe('ask the duty manager');
    expect(insteadAction('I have never done that.')).toBeNull();
    expect(insteadAction("I'd probably google it.")).toBeNull();
  });

  it('builds a simpler angle on what the candidate says they have not done, in their words', () => {
    expect(follow(technical, 'I am not sure, I have never configured a load balancer myself.')?.text).toBe(
      'That is fine. Tell me what you do know about a load balancer, even from a course, a colleague or your reading, or about something similar you have done.',
    );
    expect(follow(practice, 'No idea what the exact contrast ratio for large text is.')?.text).toMatch(
      /what you do know about the exact contrast ratio for large text,/,
    );
    expect(follow(practice, 'I do not know, sorry.')?.text).toMatch(/simpler angle/);
  });

  it('keeps the subject of a verb after "and" when saying a part of the answer back', () => {
    expect(
      follow(practice, 'I sort the post every morning and move urgent letters to the top.')?.text,
    ).toMatch(/^You mentioned you move urgent letters to the top\./);
    expect(follow(practice, 'I changed the rota, and the number of late shifts went down.')?.text).toMatch(
      /^You mentioned that the number of late shifts went down\./,
    );
  });

  it('never says back a clause without its subject ("You said that watched …")', () => {
    const said = (answer: string) => {
      const asked: Parameters<typeof chooseFollowUp>[0]['asked'][number][] = [];
      const texts: string[] = [];
      for (let turn = 0; turn < 3; turn += 1) {
        const followUp = follow(practice, answer, asked);
        if (!followUp) break;
        texts.push(followUp.text);
        asked.push(followUp.kind);
      }
      return texts.join(' ');
    };
    // After a comma or "then", with "we" given before: the subject the answer gave.
    const shipped = said(
      'We shipped the fix on Monday, then watched the real user monitoring dashboard for a week to see whether it held up.',
    );
    expect(shipped).toMatch(/You said that you watched the real user monitoring dashboard/);
    expect(shipped).not.toMatch(/that watched/);
    // A filler before "I", a list of verbs after commas.
    expect(
      said(
        'I profiled the page, watched the real user monitoring dashboard, and decided to lazy load the images below the fold.',
      ),
    ).toMatch(/You said that you decided to lazy load the images below the fold\./);
    // An answer that never says "I": the candidate is the one who did it.
    expect(
      said(
        'Had to rewrite the image pipeline, and decided to move everything to a CDN because the old server was overloaded every evening.',
      ),
    ).toMatch(/You said that you decided to move everything to a CDN\./);
    expect(
      said(
        'Was responsible for the checkout page, and reduced the load time a lot by splitting the bundle and lazy loading the reviews.',
      ),
    ).toMatch(/You said that you reduced the load time a lot/);
    // "My team … and decided": the team, said to face the candidate.
    expect(
      said(
        'My team watched the dashboard for a week and decided to switch to server side rendering for the product pages.',
      ),
    ).toMatch(/your team decided to switch to server side rendering/);
    // Auxiliaries keep their subject: "and was the one" → "you were the one".
    expect(
      said(
        'I was on call that week, and was the one who found the leak in the connection pool after two long nights.',
      ),
    ).toMatch(/You said that you were the one who found the leak/);
    // A phrase opening with "-ed" is not a verb without its subject, nor is a noun after an "-ed" adjective.
    const notVerbs = said(
      'Automated tests caught most of the regressions, and based on the data from the dashboard the customers noticed it too.',
    );
    expect(notVerbs).not.toMatch(/\byou (?:automated|based)\b/);
    // A short answer that opens with its verb is nudged with the subject, in lower case.
    expect(follow(practice, 'Watched the dashboard mostly.')?.text).toMatch(
      /^You mentioned that you watched the dashboard mostly\./,
    );
  });

  it('says "You said" only before a clause, and never quotes a dependent clause as a sentence', () => {
    // "… and about planning our time better": a phrase is mentioned, without the "about" that tied it to its sentence.
    const team =
      "Honestly it was a team effort. We set up the tests and the pipeline together, we reviewed each other's work, and we kept the documentation in one place so anyone could pick things up. It went well overall and people were happy with how it turned out, and the release went out on time. We also learned a lot about working with the other teams and about planning our time better.";
    const howKnown = follow(technical, team);
    expect(howKnown?.text).toMatch(/^You mentioned planning your time better\./);
    expect(howKnown?.text).not.toMatch(/You said about/);
    // "after I split it over four machines" is not said back as "You said after you split it …".
    const build = follow(
      technical,
      'The build takes 12 minutes now, down from 40, after I split it over four machines and cached the dependencies properly.',
      ['measure'],
    );
    expect(build?.text).not.toMatch(/You said after/);
    expect(build?.text).toMatch(/^You said that you split it over four machines\./);
    // "when that happened" keeps its conjunction rather than read "that that happened".
    expect(
      follow(
        technical,
        'The deploy failed twice in one night, and when that happened the whole team stayed online until it was fixed.',
        ['measure', 'how-known', 'own-part'],
      )?.text,
    ).not.toMatch(/\bthat that\b/);
    // A dependent clause quoted for its decision says what happened as a clause of its own.
    const switched = follow(
      technical,
      'The pages were slow for months, until we switched to server side rendering for the product pages last spring.',
    );
    expect(switched?.text).toMatch(
      /^You said that you switched to server side rendering for the product pages last spring\. Why that choice/,
    );
    expect(
      follow(
        technical,
        'Support tickets doubled, because we moved the billing export to a nightly job without telling the finance team.',
      )?.text,
    ).toMatch(/^You said that you moved the billing export to a nightly job/);
  });

  it('names a point the answer left out as a phrase, without its notes', () => {
    const question: PlannedQuestion = {
      ...practice,
      expectedPoints: [
        'situation',
        'detection (metrics, alerts, tests)',
        'questions asked / steps to clarify',
      ],
    };
    expect(follow(question, 'I used it for caching.')?.text).toMatch(
      /I would like to hear about the situation\.$/,
    );
    expect(
      follow(
        { ...question, expectedPoints: ['detection (metrics, alerts, tests)'] },
        'I used it for caching.',
      )?.text,
    ).toMatch(/I would like to hear about the detection\.$/);
    expect(
      follow(
        { ...question, expectedPoints: ['questions asked / steps to clarify'] },
        'I used it for caching.',
      )?.text,
    ).toMatch(/I would like to hear about the questions asked\.$/);
    expect(
      follow({ ...question, expectedPoints: ['how it was measured'] }, 'I used it for caching.')?.text,
    ).toMatch(/I would like to hear about how it was measured\.$/);
  });

  it('says back what the candidate did rather than the setting, when both are as long', () => {
    expect(follow(practice, 'We had an upset customer, so I called him back myself.')?.text).toMatch(
      /^You mentioned that you called him back yourself\./,
    );
  });

  it('takes up the partial idea an unsure answer offers, without the hedge that opens it', () => {
    const followUp = follow(
      technical,
      "Honestly I'm not sure how hydration works in React, I think it reuses the markup from the server but I've never looked closely.",
    );
    expect(followUp?.kind).toBe('simpler-angle');
    expect(followUp?.text).toBe(
      'That is fine, that is a good start. You said it reuses the markup from the server: what do you think follows from that in practice?',
    );
  });

  it('takes up the little the candidate has done, in their words', () => {
    expect(
      follow(
        practice,
        "I've only used a screen reader a few times and I'm not really sure what testers check these days.",
      )?.text,
    ).toBe(
      'That is fine. You said you have only used a screen reader a few times: what do you remember of it, and what part did you play yourself?',
    );
  });

  it('asks the candidate to imagine doing what they doubt they could do on their own', () => {
    expect(
      follow(
        behavioural,
        "I'm not sure I'd be able to run a code review on my own yet; a senior always sat with me.",
      )?.text,
    ).toBe(
      'That is fine. Say you did run a code review on your own: what part of it do you think would be the hardest, and how would you prepare for it?',
    );
  });

  it('names the question an unsure candidate asks without the case it is asked about', () => {
    expect(
      follow(
        practice,
        "I'm not sure how the contrast rules apply when the text sits on top of a photo, I'd need to look into it.",
      )?.text,
    ).toMatch(/^That is fine\. Tell me what you do know about how the contrast rules apply, even/);
  });

  it('keeps the plain simpler angle when an unsure answer names nothing to take up', () => {
    expect(follow(technical, "I'm not sure, I think so.")?.text).toMatch(/simpler angle/);
  });

  it('does not nudge twice on the same question', () => {
    expect(follow(technical, 'Just caching really.', ['nudge'])).toBeNull();
  });

  it('never follows up on the closing question', () => {
    expect(follow({ ...technical, kind: 'closing' }, 'Nothing else, thanks.')).toBeNull();
  });

  it('hears doubt however it is hedged, and never probes it as a decision or a trade-off', () => {
    const doubts = [
      'For the load tests I am honestly not sure which tool we would pick first, probably whatever the team already uses.',
      "With the new pension rules I'm not totally sure when the employer has to re-enrol people, I would have to check the guidance.",
      'The mainframe side I only saw from a distance, the platform team ran all of it, so I could not tell you much about the batch schedules.',
      "Sampling plans I'm not completely sure about, our quality lead always set those up for the audits.",
    ];
    for (const answer of doubts) {
      expect(answerQuality(answer), answer).toBe('dont-know');
      const followUp = follow(technical, answer);
      expect(followUp?.kind, answer).toBe('simpler-angle');
      expect(followUp?.text, answer).not.toMatch(/trade-off|why that choice|you couldn.t tell you/i);
    }
  });

  it('names a topic the candidate put first without its preposition, in lower case', () => {
    const followUp = follow(
      technical,
      "For the quarterly forecasts I'm not totally sure what I would change first, maybe the assumptions?",
    );
    expect(followUp?.text).toContain('what you do know about the quarterly forecasts,');
  });

  it('grades answers', () => {
    expect(answerQuality('I have no idea, honestly.')).toBe('dont-know');
    expect(answerQuality('Some stuff.')).toBe('thin');
    expect(
      answerQuality(
        'I led the migration of our sessions to Redis, which cut p95 latency from 80 ms to 12 ms, and I wrote the failover runbook.',
      ),
    ).toBe('specific');
  });

  it('turns the candidate’s words to face them', () => {
    expect(toSecondPerson('I cut our costs and my team was happy')).toBe(
      'you cut your costs and your team was happy',
    );
  });
});
