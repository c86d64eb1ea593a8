# Os textos de scenarios/campaign-10-twice-billed.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 10. Cobrado duas vezes
description = billing emite uma fatura para cada pedido, e email envia a confirmação. Os dois Workers caem de vez em quando entre fazer o trabalho e salvar até onde chegaram, e cada reinício refaz esse trabalho: os clientes recebem segundas faturas e segundos e-mails. O primeiro crash está previsto para 0:30, e outros virão. Mantenha o orçamento de erros vivo até 5:00.
hints-0-say = Um Worker reiniciado volta a ler do seu último commit, e billing-1 emite uma fatura para cada pedido que lê: depois de um crash, alguns clientes recebem uma segunda. Ative a chave única no Inspetor do Banco de dados invoices, e uma segunda fatura para o mesmo pedido é recusada.
hints-1-say = email-1 envia uma confirmação para cada pedido que lê, e nada recusa a segunda depois de um crash. Ligue email-1 a um Banco de dados com chave única (arraste com Shift; invoices serve, com a chave única ativada): ele registra cada confirmação ali, e um pedido repetido não muda nada.
nodes-api-name = Shop API
