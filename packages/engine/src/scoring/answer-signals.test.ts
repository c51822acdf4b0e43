import { describe, expect, it } from 'vitest';
import { answerSignals } from './answer-signals';

const signalsOf = (answer: string, question = 'Why do you want to join our clinic?') =>
  answerSignals({ question, answer, skill: null, expectedPoints: [], jdSkills: [] });

describe('answerSignals', () => {
  it('counts distinct buzzwords, not plain technical words', () => {
    expect(
      signalsOf('Our holistic, data-driven platform leverages synergies across the ecosystem at scale.')
        .buzzwords,
    ).toBe(6);
    expect(
      signalsOf('I added an index to the orders table and the query went from 2 s to 40 ms.').buzzwords,
    ).toBe(0);
  });

  it('counts statements of personal qualities', () => {
    expect(signalsOf("I'm a very good communicator and my manager says I'm calm.").selfDescription).toBe(2);
    expect(signalsOf('I am very organised and I always meet my deadlines.').selfDescription).toBe(2);
    expect(signalsOf('I worked on the payments team for two years.').selfDescription).toBe(0);
  });

  it('counts the content words of the question the answer repeats', () => {
    expect(
      signalsOf(
        'I would cache the build and run the slow tests in parallel.',
        'How would you speed up a slow build?',
      ).questionOverlap,
    ).toBe(2);
  });

  it('measures how much of the answer only repeats the question, and what it adds', () => {
    const question = 'How would you speed up a slow build?';
    const echo = signalsOf('A slow build, you speed up the build, the slow build gets sped up.', question);
    expect(echo.echoShare).toBeGreaterThan(0.6);
    const answer = signalsOf('I would cache dependencies and run the tests in parallel.', question);
    expect(answer.echoShare).toBe(0);
    expect(answer.newTerms).toBe(answer.contentTerms);
  });

  it('does not count praise said of something in particular as generic motivation', () => {
    expect(
      signalsOf('You have a good reputation for your diabetes education clinics.').genericMotivation,
    ).toBe(0);
    expect(signalsOf('You have a good reputation and it is close to my home.').genericMotivation).toBe(2);
  });

  it('counts moving into a field and what one has had or run as own experience', () => {
    expect(
      signalsOf('I moved into nursing from care work, and I have run the night shift for a year.')
        .ownExperience,
    ).toBe(2);
  });

  it('counts what the candidate spent time on or worked on as own experience', () => {
    expect(
      signalsOf('I spent two years on the stroke unit and I trained the new starters.').ownExperience,
    ).toBe(2);
  });

  it('counts what the candidate has done or grew up with as own experience', () => {
    expect(signalsOf("I've written code for years and I grew up around a shop.").ownExperience).toBe(2);
    expect(signalsOf('I want to write code in a shop.').ownExperience).toBe(0);
  });

  it('counts "a team like yours" as about the employer', () => {
    expect(signalsOf('I want to work in a team like yours.').aboutEmployer).toBe(1);
  });

  it('counts the items named in a run, not commas after "so" or "yeah"', () => {
    expect(signalsOf('Check onset, mechanism, red flags and sleep.').listedItems).toBe(2);
    expect(signalsOf('So, yeah, I would check it.').listedItems).toBe(0);
    expect(
      signalsOf(
        'Well, I mean, um, I would, like, look at the tickets, and, uh, you know, my lead maybe, and so on.',
      ).listedItems,
    ).toBe(1);
  });

  it('does not count a number the question holds as a word of its topic', () => {
    const question = 'Tell me about a time two stakeholders wanted conflicting things.';
    expect(signalsOf('I ran for two hours.', question).questionOverlap).toBe(0);
    expect(signalsOf('The stakeholders disagreed.', question).questionOverlap).toBe(2);
  });

  it('counts the marks of a working life an introduction gives: training, qualifications, firms, a trade', () => {
    expect(
      signalsOf("I'm a qualified electrician. I did my apprenticeship with a domestic firm.").professional,
    ).toBe(3);
    expect(signalsOf('I love hiking and I have two dogs.').professional).toBe(0);
  });

  it('counts words that make the problem small, not "not just"', () => {
    expect(
      signalsOf("I'd just rerun it, and if it passes then it's fine, that sorts most of them out.")
        .minimisers,
    ).toBe(3);
    expect(signalsOf('I check during the lesson, not just at the end.').minimisers).toBe(0);
    expect(signalsOf('I push quality earlier instead of just catching bugs.').minimisers).toBe(0);
  });

  it('tells whether anyone acts in the answer', () => {
    expect(signalsOf('Quality flows from a culture of excellence.').hasActor).toBe(false);
    expect(signalsOf("We'd add a check before the release.").hasActor).toBe(true);
  });

  it('counts platitudes and intensifiers as padding', () => {
    expect(
      signalsOf("Honestly, testing is super important, it's all about quality really.", 'How do you test?')
        .padding,
    ).toBe(4);
    expect(signalsOf('I test the parser with property tests and the API with contract tests.').padding).toBe(
      0,
    );
  });

  it('counts what the employer does ("you run …") as about the employer', () => {
    expect(signalsOf('I like that you run the night clinic yourselves.').aboutEmployer).toBe(1);
    expect(signalsOf('I like night clinics.').aboutEmployer).toBe(0);
  });

  it('counts a name the question gives as a named detail, even at the start of a sentence', () => {
    const question = 'Why do you want to work at Northwind?';
    expect(signalsOf('Northwind ships to the places I know best.', question).namedThings).toBe(1);
    expect(signalsOf('Logistics ships to the places I know best.', question).namedThings).toBe(0);
  });

  it('counts reasons said in plain words: a purpose, and a consequence joined mid-sentence, not a "So," that opens', () => {
    const question = 'What does the volatile keyword do in C?';
    const reasons = signalsOf(
      'It tells the compiler the value can change outside the program, so every read has to go to memory. Prove the tester again to make sure it did not fail.',
      question,
    ).tradeOffs;
    const plain = signalsOf(
      'It tells the compiler the value can change outside the program. Every read has to go to memory. Prove the tester again.',
      question,
    ).tradeOffs;
    expect(reasons - plain).toBe(2);
    expect(signalsOf('So, yeah, it is a keyword. So it is used a lot.', question).tradeOffs).toBe(0);
  });

  it('counts a consequence joined by a spoken dash ("… adds freight — so it is the landed price")', () => {
    const question = 'What is the difference between unit cost and landed cost?';
    expect(
      signalsOf(
        'Landed cost adds freight and duty — so it is what the item really costs on the shelf.',
        question,
      ).tradeOffs,
    ).toBe(1);
    expect(
      signalsOf('Landed cost adds freight and duty. It is what the item really costs on the shelf.', question)
        .tradeOffs,
    ).toBe(0);
  });

  it('counts the sentences that touch the question’s subject, through near relatives and the job’s skills', () => {
    const question = 'Walk me through a bank reconciliation.';
    const touched = answerSignals({
      question,
      answer: 'I start by reconciling the statement. Then I tick off each line. Excel does the matching.',
      skill: null,
      expectedPoints: [],
      jdSkills: ['Excel'],
    });
    expect(touched.subjectSentences).toBe(2);
    expect(signalsOf('My dog ran off. We were on holiday.', question).subjectSentences).toBe(0);
  });

  it('counts what happened: past tenses and past times, not plans', () => {
    expect(signalsOf('Last year we missed the launch and I rang the client.').pastEvents).toBe(3);
    expect(signalsOf("I'd ring the client and agree a new date.").pastEvents).toBe(0);
  });
});
