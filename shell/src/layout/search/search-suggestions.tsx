import type { SearchOption, SearchOptionGroup } from './search-options';

/**
 * The combobox's listbox: a group per kind (recent, events, people, organizations), each option
 * named by `optionId` so the input can point at the active one.
 */
export function SearchSuggestions({
  listboxId,
  groupIdPrefix,
  groups,
  optionId,
  activeOption,
  onChoose,
}: {
  listboxId: string;
  groupIdPrefix: string;
  groups: readonly SearchOptionGroup[];
  optionId: (option: SearchOption) => string;
  activeOption: SearchOption | undefined;
  onChoose: (option: SearchOption) => void;
}) {
  return (
    <div id={listboxId} role="listbox" aria-label="Search suggestions">
      {groups.map((group) => (
        <div
          key={group.id}
          role="group"
          aria-labelledby={`${groupIdPrefix}-${group.id}`}
          className="search-box__group"
        >
          <div
            id={`${groupIdPrefix}-${group.id}`}
            role="presentation"
            className="search-box__group-label"
          >
            {group.label}
          </div>
          {group.options.map((option) => (
            <div
              key={option.id}
              id={optionId(option)}
              role="option"
              aria-selected={option === activeOption}
              className="search-box__option"
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                onChoose(option);
              }}
            >
              <span className="search-box__option-label">{option.label}</span>
              {option.detail && <span className="search-box__option-detail">{option.detail}</span>}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
