import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import {
  ANALYTICS_EVENTS,
  FLOW_KEYS,
  flowState,
  recentSearches,
  searchPagePath,
  searchQueryOf,
  track,
} from 'shared-api';
import { useSearchPreview } from './api/search-preview';
import { searchOptionGroups, type SearchOption } from './search-options';
import { SearchSuggestions } from './search-suggestions';
import './search-box.css';

/**
 * The top bar's search box (SPEC §2, §5): a combobox whose listbox shows recent searches while
 * empty and a live preview (3 events, 5 people, 3 organizations) while typing. Arrow keys move
 * through the options, Enter chooses one or, with none active, opens the search page.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const baseId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState<string[]>(() => recentSearches.read());
  const preview = useSearchPreview(text);

  const groups = useMemo(
    () => searchOptionGroups(text, preview, recents),
    [text, preview, recents],
  );
  const options = groups.flatMap((g) => g.options);
  const optionId = (o: SearchOption) => `${baseId}-${o.id}`;
  const activeOption = active >= 0 ? options[active] : undefined;
  const status =
    preview.status === 'loading'
      ? 'Loading...'
      : preview.status === 'empty'
        ? 'No results found'
        : preview.status === 'error'
          ? "Search isn't working right now. Try again in a moment."
          : null;
  const showPopup = open && (groups.length > 0 || status !== null);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /** SPEC §5: recent searches are saved on Enter and when a recent one is chosen. */
  function goToSearchPage(query: string) {
    const q = searchQueryOf(query);
    if (q === null) return;
    setRecents(recentSearches.save(q));
    flowState.set(FLOW_KEYS.searchQuery, q);
    track(ANALYTICS_EVENTS.search, { search_term: q });
    setText(q);
    close();
    navigate(searchPagePath(q));
  }

  function choose(option: SearchOption) {
    if (option.kind === 'recent' || !option.href) return goToSearchPage(option.label);
    close();
    navigate(option.href);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the input itself (-1, nothing active).
      const slots = options.length + 1;
      setActive((i) => ((((i + 1 + step) % slots) + slots) % slots) - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (activeOption) choose(activeOption);
      else goToSearchPage(text);
    } else if (e.key === 'Escape') {
      if (open) close();
      else setText('');
    }
  }

  return (
    <div className="search-box" role="search">
      <input
        type="search"
        className="search-box__input"
        placeholder="Search events, people, organizations"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={`${baseId}-listbox`}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <div className="search-box__popup" hidden={!showPopup}>
        {status && (
          <p className="search-box__status" role="status">
            {status}
          </p>
        )}
        <SearchSuggestions
          listboxId={`${baseId}-listbox`}
          groupIdPrefix={baseId}
          groups={groups}
          optionId={optionId}
          activeOption={activeOption}
          onChoose={choose}
        />
      </div>
    </div>
  );
}
