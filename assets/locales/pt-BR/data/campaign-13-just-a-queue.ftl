# Os textos de scenarios/campaign-13-just-a-queue.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 13. Só uma Queue
description = Os e-mails de redefinição de senha vão da API direto para o Worker mailer, o único que os lê. O que chega ao mailer enquanto ele está fora do ar se perde, e o host dele está velho: morreu duas vezes na semana passada. Envie pelo menos 5.000 e-mails em cinco minutos sem esgotar o orçamento de erros, e não construa mais do que o trabalho exige.
hints-0-say = A API envia os e-mails direto para mailer-1, sem nada no meio: o que ela envia enquanto o host de mailer-1 está morto se perde. Ponha um buffer no meio (Construir), mande os e-mails da API por ele e desligue a API do mailer: eles esperam ali até um host substituído os ler. Um só leitor, sem nada para reprocessar, só precisa de uma Queue.
nodes-api-name = Shop API
