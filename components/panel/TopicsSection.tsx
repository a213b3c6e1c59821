// The paper's tasks, methods and introduced datasets and methods, each list only when it has names.
import type { Section, TopicsView } from '../../lib/record/view-types';
import { SectionBlock } from './SectionBlock';

interface Props {
  topics: Section<TopicsView>;
}

/** @example <TopicsSection topics={view.topics} /> */
export function TopicsSection({ topics }: Props) {
  if (topics.ok) {
    const v = topics.value;
    if (v.tasks.length + v.methods.length + v.datasetsIntroduced.length + v.methodsIntroduced.length === 0) return null;
  }
  return (
    <SectionBlock heading="Topics" section={topics} class="pcl-topics">
      {(value) => {
        const groups: [string, string[]][] = [
          ['Tasks', value.tasks],
          ['Methods', value.methods],
          ['Datasets introduced', value.datasetsIntroduced],
          ['Methods introduced', value.methodsIntroduced],
        ];
        return (
          <dl class="pcl-topic-groups">
            {groups
              .filter(([, names]) => names.length > 0)
              .map(([label, names]) => (
                <div key={label} class="pcl-topic-group">
                  <dt>{label}</dt>
                  <dd>
                    <ul class="pcl-chips">
                      {names.map((name, i) => (
                        <li key={`${name}:${i}`} class="pcl-chip">
                          {name}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
          </dl>
        );
      }}
    </SectionBlock>
  );
}
