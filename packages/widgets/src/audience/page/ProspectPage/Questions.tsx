import { prospectPageMessages as m, type Question } from '@showroom/contract';
import { Fieldset, Notice, Primary } from './styles.ts';

/** A Q&A page's questions (those the rules show for the answers so far), each a set of choices. */
export function Questions({
  questions,
  answers,
  problem,
  onToggle,
  onSubmit,
}: {
  questions: readonly Question[];
  answers: Record<string, readonly string[]>;
  /** Why the answers cannot be sent yet, if they cannot. */
  problem: string;
  onToggle: (question: string, choice: string) => void;
  onSubmit: () => void;
}) {
  return (
    <section aria-labelledby="page-questions">
      <h2 id="page-questions">{m.questionsHeading}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        style={{ display: 'grid', gap: 16 }}
      >
        {questions.map((question, index) => (
          <Fieldset key={question.name}>
            <legend>{question.name}</legend>
            {question.choices.map((choice) => (
              <label key={choice}>
                <input
                  type={question.type === 'radiogroup' ? 'radio' : 'checkbox'}
                  name={`question-${index}`}
                  value={choice}
                  checked={(answers[question.name] ?? []).includes(choice)}
                  onChange={() => onToggle(question.name, choice)}
                />
                {choice}
              </label>
            ))}
          </Fieldset>
        ))}
        {problem ? (
          <Notice role="alert" data-tone="error">
            {problem}
          </Notice>
        ) : null}
        <Primary type="submit">{m.submitAnswers}</Primary>
      </form>
    </section>
  );
}
