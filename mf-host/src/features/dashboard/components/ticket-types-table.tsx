import type { HostDashboard } from 'contract';

/** "Tickets": sold, checked in and left of each ticket type. */
export function TicketTypesTable({ ticketTypes }: { ticketTypes: HostDashboard['ticketTypes'] }) {
  return (
    <>
      <h2>Tickets</h2>
      {ticketTypes.length === 0 ? (
        <p>This event has no ticket types.</p>
      ) : (
        <table className="host-table">
          <thead>
            <tr>
              <th scope="col">Ticket type</th>
              <th scope="col">Sold</th>
              <th scope="col">Checked in</th>
              <th scope="col">Left</th>
            </tr>
          </thead>
          <tbody>
            {ticketTypes.map((type) => (
              <tr key={type.id}>
                <th scope="row">{type.name}</th>
                <td>{type.sold}</td>
                <td>{type.checkedIn}</td>
                <td>
                  {type.remaining} of {type.capacity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
